// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_2_c/Test.19/test.cpp
// Test that a read-write array_view<int, N> can be created can be created from int*
// (new[] and delete[] are malloc and free; the views live in a block of
// their own, so that the data is freed after their scope; the
// accelerator_view argument of parallel_for_each is the default one)
#include <stdio.h>
#include "amptest.h"

int main(void)
{
    const int size = 100;
    int* data = malloc(size * sizeof *data);
    Fill_int(data, size);

    {
        array_view<int, 1> av1(size, data);
        array_view<int, 1> av2(av1); // copy construct

        if(av1.extent[0] != av2.extent[0]) // Verify extent
        {
            printf("array_view extent different from extent used to initialize object. FAIL!\n");
            return runall_fail;
        }

        // verify data
        for(int i = 0; i < size; i++)
        {
            if(data[i] != av1[i])
            {
                printf("array_view data does not match original data at index : [%d]. FAIL!\n", i);
                printf("Expected: [%d] Actual : [%d]\n", data[i], av1[i]);
                return runall_fail;
            }
        }

        // use in parallel_for_each
        parallel_for_each(av1.extent, [=] (index<1> idx) restrict(amp)
        {
            av1[idx] = av1[idx] + 1;
        });

        // vec should be updated after this
        printf("Accessing first element of array_view [%d] to force synchronize.\n", av1[0]);

        // verify data
        for(int i = 0; i < size; i++)
        {
            if(data[i] != av1[i])
            {
                printf("data copied to vector doesnt contained updated data at index : [%d]. FAIL!\n", i);
                printf("Expected: [%d] Actual : [%d]\n", data[i], av1[i]);
                return runall_fail;
            }
        }
    }

    free(data);

    printf("PASS!\n");
    return runall_pass;
}
