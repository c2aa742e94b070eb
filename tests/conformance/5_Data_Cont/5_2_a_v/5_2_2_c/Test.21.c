// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_2_c/Test.21/test.cpp
// Test that a array_view<const int, N> can be created can be created from a const int*
// (the accelerator_view argument of parallel_for_each is the default one)
#include <stdio.h>
#include "amptest.h"

int main(void)
{
    const int size = 100;
    int rw_data[100];
    for(int i = 0; i < size; i++) rw_data[i] = i;

    int ro_data[100];
    for(int i = 0; i < size; i++) ro_data[i] = i;

    const int* data = ro_data; // const int *

    array_view<const int, 1> av1(size, data);
    array_view<int, 1> av2(size, rw_data); // for verification

    if(size != av1.extent[0]) // Verify extent
    {
        printf("Incorrect array_view extent Expected: [%d] Actual: [%d]. FAIL!\n", size, av1.extent[0]);
        return runall_fail;
    }

    // use in parallel_for_each
    parallel_for_each(av2.extent, [=] (index<1> idx) restrict(amp)
    {
        av2[idx] = idx[0] + 1;
    });

    for(int i = 0; i < size; i++)
    {
        if(av2[i] != (av1[i] + 1))
        {
            printf("av2 is not updated as expected at index : %d. FAIL!\n", i);
            printf("Expected: [%d] Actual: [%d]", av1[i] + 1, av2[i]);
            return runall_fail;
        }
    }

    printf("PASS!\n");
    return runall_pass;
}
