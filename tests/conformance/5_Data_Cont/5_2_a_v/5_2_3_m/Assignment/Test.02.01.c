// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_3_m/Assignment/Test.02.01/test.cpp
// Test that an array_view can be self-assigned in a GPU restricted function
#include "amptest.h"

int main(void)
{
    // now assign av1 on the GPU and copy back the data
    int results_v[10];
    for (int i = 0; i < 10; i++)
        results_v[i] = -1;
    array_view<int, 2> results(5, 2, results_v);
    int expected[10];
    for (int i = 0; i < 10; i++) // std::iota
        expected[i] = i;

    // something here will break if the extent aren't copied properly
    parallel_for_each(results.extent, [=](index<2> i) restrict(amp) {
        int data[10] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
        array_view<int, 2> av1(5, 2, data);
        av1 = av1;
        results[i] = av1[i];
    });
    results.synchronize(); // push pending writes to the local vector

    return Verify_int(results_v, expected, 10) ? runall_pass : runall_fail;
}
