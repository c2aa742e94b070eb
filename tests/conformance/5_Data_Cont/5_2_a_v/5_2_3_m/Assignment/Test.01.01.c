// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_3_m/Assignment/Test.01.01/test.cpp
// Test that an array_view can be assigned from an array_view in a GPU restricted function
#include "amptest.h"

int main(void)
{
    // create two AVs with different data
    int v1[20];
    Fill_int(v1, 20);
    array_view<int, 2> av1(5, 4, v1);

    // now assign av2 on the GPU and copy back the data
    int results_v[20] = {0};
    array_view<int, 2> results(5, 4, results_v);

    // something here will break if the extent aren't copied properly
    parallel_for_each(av1.extent, [=](index<2> i) restrict(amp) {
        // av2 should now have the same extent and data as av1
        int av2_data[30] = {0};
        array_view<int, 2> av2(3, 10, av2_data);
        av2 = av1;
        results[i] = av2[i];
    });
    results.synchronize(); // push pending writes to the local vector

    return Verify_int(results_v, v1, 20) ? runall_pass : runall_fail;
}
