// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_2_c/Test.03.01/test.cpp
// Test that a readonly array_view can be constructed from an AMP array in an amp restricted function
// (test() takes the arrays by pointer, AMP C's form of array<double, 1> &;
// the arrays are made on the default device, the original's view of
// require_device_with_double's device: PoCL and the host device have doubles;
// get_extent() is .extent; results_vec = result_arr is copy(result_arr,
// results_vec); the failure message prints the double with %g, not %d)
#include <stdio.h>
#include "amptest.h"

#define size 100

static void test(index<1> idx, array<double, 1> *data_arr, array<double, 1> *result_arr) restrict(amp)
{
    array_view<const double, 1> av1(*data_arr);
    array_view<double, 1> av2(*data_arr);

    if((*data_arr).extent != av1.extent) // Verify extent
    {
        (*result_arr)[idx] = 11;
        return;
    }

    if((*data_arr)[idx] != av1[idx]) // Verify data
    {
        (*result_arr)[idx] = 44;
        return;
    }

    av2[idx]++; // update array_view

    if((*data_arr)[idx] != av1[idx]) // check if array is updated
    {
        (*result_arr)[idx] = 55;
        return;
    }

    (*result_arr)[idx] = 100; // All tests passed
}

int main(void)
{
    double data_vec[size], results_vec[size];
    Fill_double(data_vec, size);

    extent<1> ex(size);

    array<double, 1> data_arr(ex, data_vec);
    array<double, 1> result_arr(ex, data_vec);

    parallel_for_each(data_arr.extent, [&](index<1> idx) restrict(amp) {
        test(idx, &data_arr, &result_arr);
    });

    copy(result_arr, results_vec);

    // check that all tests passed on the restricted function
    for(int i = 0; i < size;i++)
    {
        if(results_vec[i] != 100)
        {
            printf("Fail: Test %g failed for index %d\n", results_vec[i], i);
            return runall_fail;
        }
    }

    printf("Pass!\n");

    return runall_pass;
}
