// Ported from amp-conformance/Tests/4_Basic_Data_Elmnts/4_2_extent/4_2_3_m/tile/truncate.01/test.cpp
// Test truncate() function on tiled_extent.
// (the original's auto variables are spelt out: tiled_extent<...>)
#include "amptest.h"

static bool test(void) restrict(cpu,amp)
{
    extent<1> g1(25);
    tiled_extent<4> tg1 = g1.tile<4>();
    tiled_extent<4> ttg1 = tg1.truncate();
    if (ttg1[0] != 24)
        return false;

    extent<2> g2(25,51);
    tiled_extent<4, 8> tg2 = g2.tile<4,8>();
    tiled_extent<4, 8> ttg2 = tg2.truncate();
    if (ttg2[0] != 24)
        return false;
    if (ttg2[1] != 48)
        return false;

    extent<3> g3(25,51,85);
    tiled_extent<4, 8, 16> tg3 = g3.tile<4,8,16>();
    tiled_extent<4, 8, 16> ttg3 = tg3.truncate();
    if (ttg3[0] != 24)
        return false;
    if (ttg3[1] != 48)
        return false;
    if (ttg3[2] != 80)
        return false;

    return true;
}

int main(void)
{
    int result;
    INVOKE_TEST_FUNC_ON_CPU_AND_GPU(result, test());
    return result;
}
