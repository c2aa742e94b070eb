// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_3_i/data/Negative/Test.04/test.cpp
// Verify NON-availablity of array's y properties in 4D (for any rank > 3)
// (the template test_feature_d<_rank>, written out for each rank it is used with)
#include "amptest.h"

static bool test_feature_d_4(void)
{
    int edata[4];
    for (int i = 0; i < 4; i++)
        edata[i] = i+1;
    extent<4> e1(edata);
    array<int, 4> src(e1);
    if (src.y) // expected-error {{no member named 'y' in 'array<int, 4>'}}
        return false;
    return false;
}

int main(void)
{
    test_feature_d_4();
    return runall_fail;
}
