// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_2_c/Test.03/test.cpp
// Test that a readonly array_view can be constructed from an AMP array in a CPU restricted function
// (the vector<const int> is an int array; the array is made on the default
// accelerator_view from the array's data (vec.begin()))
#include <stdio.h>
#include "amptest.h"

/* compare(vec, av) of the suite's 5_2_a_v/helper.h, rank 1 */
static bool compare(const int *vec, array_view<const int, 1> av)
{
    for(int i = 0; i < av.extent[0]; i++)
    {
        if(vec[i] != av(i))
        {
            fprintf(stderr, "element %d is %d, expected %d\n", i, av(i), vec[i]);
            return false;
        }
    }
    return true;
}

int main(void)
{
    const int size = 100;
    int vec[100];
    Fill_int(vec, size);

    extent<1> ex(size);

    array<int, 1> arr(ex, vec);
    array_view<const int, 1> av1(arr);
    array_view<int, 1> av2(arr);

    if(arr.extent != av1.extent) // Verify extent
    {
        printf("array and array_view extents do not match. FAIL!\n");
        return runall_fail;
    }

    // verify data
    if(!compare(vec, av1))
    {
         printf("FAIL: vector not updated with array_view data\n");
         return runall_fail;
    }

    // use in parallel_for_each
    parallel_for_each(arr.extent, [=] (index<1> idx) restrict(amp)
    {
        av2[idx]++;
    });

    //verify that the data has been incremented by one
    for(unsigned int i = 0; i < (unsigned int)size; i++)
    {
        if(av1[i] != vec[i] + 1)
        {
            printf("Incorrect updated data. Expected [%d] Actual: [%d] FAIL!\n", vec[i] + 1, av1[i]);
            return runall_fail;
        }
        if(av2[i] != vec[i] + 1)
        {
            printf("Incorrect updated data. Expected [%d] Actual: [%d] FAIL!\n", vec[i] + 1, av2[i]);
            return runall_fail;
        }
    }

    printf("PASS!\n");
    return runall_pass;
}
