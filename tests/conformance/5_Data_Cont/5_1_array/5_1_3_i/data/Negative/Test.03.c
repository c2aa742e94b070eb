// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_3_i/data/Negative/Test.03/test.cpp
// Verify NON-availablity of array's x properties for any rank
// (the template test_feature_d<_rank>, written out for each rank it is used with)
#include "amptest.h"

static bool test_feature_d_1(void)
{
    int edata[1];
    for (int i = 0; i < 1; i++)
        edata[i] = i+1;
    extent<1> e1(edata);
    array<int, 1> src(e1);
    if (src.x) // expected-error {{no member named 'x' in 'array<int, 1>'}}
        return false;
    return false;
}

static bool test_feature_d_2(void)
{
    int edata[2];
    for (int i = 0; i < 2; i++)
        edata[i] = i+1;
    extent<2> e1(edata);
    array<int, 2> src(e1);
    if (src.x) // expected-error {{no member named 'x' in 'array<int, 2>'}}
        return false;
    return false;
}

static bool test_feature_d_3(void)
{
    int edata[3];
    for (int i = 0; i < 3; i++)
        edata[i] = i+1;
    extent<3> e1(edata);
    array<int, 3> src(e1);
    if (src.x) // expected-error {{no member named 'x' in 'array<int, 3>'}}
        return false;
    return false;
}

static bool test_feature_d_4(void)
{
    int edata[4];
    for (int i = 0; i < 4; i++)
        edata[i] = i+1;
    extent<4> e1(edata);
    array<int, 4> src(e1);
    if (src.x) // expected-error {{no member named 'x' in 'array<int, 4>'}}
        return false;
    return false;
}

int main(void)
{
    test_feature_d_1();
    test_feature_d_2();
    test_feature_d_3();
    test_feature_d_4();
    return runall_fail;
}
