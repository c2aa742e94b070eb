// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_3_i/data/Negative/Test.02/test.cpp
// Verify NON-availablity of array's x, y and z properties in 1D
// (the template test_feature<int>, written out)
#include "amptest.h"

static bool test_feature(void)
{
    {
        const int _rank = 2;
        int edata[_rank];
        for (int i = 0; i < _rank; i++)
            edata[i] = i;
        extent<2> e1(edata);
        array<int, 2> src(e1);
        int x = src.x; // expected-error {{no member named 'x' in 'array<int, 2>'}}
        int y = src.y; // expected-error {{no member named 'y' in 'array<int, 2>'}}
        int z = src.z; // expected-error {{no member named 'z' in 'array<int, 2>'}}
    }
    return false;
}

int main(void)
{
    test_feature();
    printf("Failed!");
    return runall_fail;
}
