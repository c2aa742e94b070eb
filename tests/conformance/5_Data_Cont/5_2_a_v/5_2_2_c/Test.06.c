// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_2_c/Test.06/test.cpp
// Create an array_view using a single extent value, e0, and a container in a CPU restricted function
// (the vectors are int arrays; std::equal over av.data() is Verify_int; the
// accelerator_view argument of parallel_for_each is the default one)
#include <stdio.h>
#include "amptest.h"

int main(void)
{
    const int size = 100;

    int vec[100];
    Fill_int(vec, size);
    int vec_copy[100];
    for (int i = 0; i < size; i++) vec_copy[i] = vec[i];

    array_view<int, 1> av(size, vec);

    if(size != av.extent[0]) // Verify extent
    {
        printf("array_view extent different from extent used to initialize object. FAIL!\n");
        return runall_fail;
    }

    // verify data
    if(!Verify_int(av.data(), vec, size))
    {
        printf("array_view data does not match original data. FAIL!\n");
        return runall_fail;
    }

    // use in parallel_for_each
    parallel_for_each(av.extent, [=] (index<1> idx) restrict(amp)
    {
        av[idx]++;
    });

    // vec should be updated after this
    printf("Accessing first element of array_view [%d] to force synchronize.\n", av[0]);

    // verify data
    for(int i = 0; i < size; i++)
    {
        if(av[i] != vec_copy[i] + 1)
        {
            printf("Incorrect data. Expected [%d] Actual: [%d] FAIL!\n", vec_copy[i] + 1, av[i]);
            return runall_fail;
        }
    }

    printf("PASS!\n");
    return runall_pass;
}
