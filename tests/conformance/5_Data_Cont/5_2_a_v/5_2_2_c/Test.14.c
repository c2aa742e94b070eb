// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_2_c/Test.14/test.cpp
// Copy construct an array_view from another array_view. Ensure that a shallow copy is made by
// changing data using one view and make sure the other view can see the update - in a gpu restricted function
// (the vectors are int arrays; the accelerator_view argument of parallel_for_each is the default one)
#include <stdio.h>
#include "amptest.h"

int main(void)
{
    const int size = 100;

    int vec[100], results_vec[100] = {0};
    Fill_int(vec, size);

    array_view<int, 1> av1(size, vec);
    array_view<int, 1> result(size, results_vec);

    parallel_for_each(av1.extent, [=](index<1> idx) restrict(amp) {
        array_view<int, 1> av2(av1); // copy construct

        if(av1.extent[0] != av2.extent[0]) // Verify extent
        {
            result[idx] = 11;
            return;
        }

        // verify data
        if(av1[idx] != av2[idx])
        {
            result[idx] = 55;
            return;
        }

        // update data
        av1[idx] = av1[idx] + 1;

        // av2 should be updated after this - verify data
        if(av1[idx] != av2[idx])
        {
            result[idx] = 66;
            return;
        }

        result[idx] = 100;
    });

    result.synchronize();

    // check that all tests passed on the restricted function
    for(int i = 0; i < size;i++)
    {
        if(results_vec[i] != 100)
        {
            printf("Fail: Test %d failed for index %d\n", results_vec[i], i);
            return runall_fail;
        }
    }

    printf("PASS!\n");
    return runall_pass;
}
