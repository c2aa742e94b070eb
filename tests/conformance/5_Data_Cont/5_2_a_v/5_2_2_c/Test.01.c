// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_2_c/Test.01/test.cpp
// Test that an array_view can be constructed from an AMP array in a cpu restricted function
// (std::equal over av.data() is Verify_int; vec = arr is arr.copy_to(vec))
#include <stdio.h>
#include "amptest.h"

int main(void)
{
    const int size = 100;
    int vec[100];
    Fill_int(vec, size);
    int vec_copy[100];
    for (int i = 0; i < size; i++)
        vec_copy[i] = vec[i];

    extent<1> ex(size);
    array<int, 1> arr(ex, vec);
    array_view<int, 1> av(arr);

    if(arr.extent != av.extent) // verify extent
    {
        printf("array and array_view extents do not match. FAIL!\n");
        return runall_fail;
    }

    // verify data
    if(!Verify_int(vec, av.data(), size))
    {
        printf("array_view data does not match original data. FAIL!\n");
        return runall_fail;
    }

    // use in parallel_for_each
    parallel_for_each(arr.extent, [=] (index<1> idx) restrict(amp)
    {
        av[idx]++;
    });

    // arr should automatically be updated at this point
    arr.copy_to(vec);

    // verify data
    if(!Verify_int(vec, av.data(), size))
    {
        printf("data copied to vector doesnt contained updated data. FAIL!\n");
        return runall_fail;
    }

    //verify that the data has been incremented by one
    for(int i = 0; i < size; i++)
    {
        if(vec[i] != vec_copy[i] + 1)
        {
            printf("Incorrect updated data. Expected [%d] Actual: [%d] FAIL!\n", vec_copy[i] + 1, vec[i]);
            return runall_fail;
        }
    }

    printf("PASS!\n");
    return runall_pass;
}
