// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_2_c/Test.15/test.cpp
// Copy construct an array_view from another array_view. Ensure that a shallow copy is made by
// changing data using one view and make sure the other view can see the update - use function parameter on a gpu function
// (the vectors are int arrays; the const reference parameter av1 is a view
// passed by value, which shares the data; the accelerator_view argument of
// parallel_for_each is the default one)
#include <stdio.h>
#include "amptest.h"

static int test(index<1> idx, array_view<int, 1> av1, array_view<int, 1> av2) restrict(cpu, amp) // av2 is copy constructed
{
    if(av1.extent[0] != av2.extent[0]) // Verify extent
    {
        return 11;
    }

    // verify data
    if(av1[idx] != av2[idx])
    {
        return 55;
    }

    // update
    av2[idx] = av2[idx] + 1;

    // verify data
    if(av1[idx] != av2[idx])
    {
        return 66;
    }

    return 100;
}

int main(void)
{
    const int size = 100;

    int vec[100], results_vec[100] = {0};
    Fill_int(vec, size);

    array_view<int, 1> av1(size, vec);
    array_view<int, 1> results_av(size, results_vec);

    parallel_for_each(av1.extent, [=](index<1> idx) restrict(amp) {
       results_av[idx] = test(idx, av1, av1);
    });

    results_av.synchronize();

    //check that all tests passed on the restricted function
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
