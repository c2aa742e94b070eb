// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_3_m/copy_to/Negative/Test.02/test.cpp
// Copy between array of diff dimension but same size
// (the function template test_feature<T> is written out for its one
// instantiation, int; MSVC's error C2664 is ampcc's rank mismatch of copy_to)
#include <stdio.h>
#include <stdbool.h>
#include "amptest.h"

static bool test_feature(void)
{
    {
        int dim_x = 10;
        array<int, 1> src(dim_x*dim_x);
        array<int, 2> dst(dim_x, dim_x);

        src.copy_to(dst); // expected-error {{copy_to from 'array<int, 1>' to 'array<int, 2>': the ranks differ}}
    }

    {
        int dim_x = 10;
        array<int, 1> src(dim_x*dim_x*dim_x);
        array<int, 3> dst(dim_x, dim_x, dim_x);

        src.copy_to(dst); // expected-error {{copy_to from 'array<int, 1>' to 'array<int, 3>': the ranks differ}}
    }

    return false;
}

int main(void)
{
    test_feature();
    printf("Failed!");
    return runall_fail;
}
