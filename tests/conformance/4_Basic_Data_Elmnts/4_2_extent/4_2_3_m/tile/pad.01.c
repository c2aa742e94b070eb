// Ported from amp-conformance/Tests/4_Basic_Data_Elmnts/4_2_extent/4_2_3_m/tile/pad.01/test.cpp
// Test pad() function on tiled_extent.
// (the original's auto variables are spelt out: tiled_extent<...>)
#include "amptest.h"

static bool test(void) restrict(cpu,amp)
{
    extent<1> g1(25);
    tiled_extent<4> tg1 = g1.tile<4>();
    tiled_extent<4> ptg1 = tg1.pad();
    if (ptg1[0] != 28)
        return false;

    extent<2> g2(25,51);
    tiled_extent<4, 8> tg2 = g2.tile<4,8>();
    tiled_extent<4, 8> ptg2 = tg2.pad();
    if (ptg2[0] != 28)
        return false;
    if (ptg2[1] != 56)
        return false;

    extent<3> g3(25,51,85);
    tiled_extent<4, 8, 16> tg3 = g3.tile<4,8,16>();
    tiled_extent<4, 8, 16> ptg3 = tg3.pad();
    if (ptg3[0] != 28)
        return false;
    if (ptg3[1] != 56)
        return false;
    if (ptg3[2] != 96)
        return false;

    return true;
}

int main(void)
{
    int result;
    INVOKE_TEST_FUNC_ON_CPU_AND_GPU(result, test());
    return result;
}
