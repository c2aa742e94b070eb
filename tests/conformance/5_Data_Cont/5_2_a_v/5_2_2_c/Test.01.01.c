// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_2_c/Test.01.01/test.cpp
// Test that an Rank 2, float array_view can be constructed from an AMP array in a cpu restricted function
// (vec = arr is arr.copy_to(vec))
#include <stdio.h>
#include "amptest.h"

/* compare(vec, av) of the suite's 5_2_a_v/helper.h, rank 2 */
static bool compare(const float *vec, array_view<float, 2> av)
{
    for(int i = 0; i < av.extent[1]; i++)
    {
        for(int j = 0; j < av.extent[0]; j++)
        {
            if(vec[i * av.extent[1] + j] != av(i,j))
            {
                fprintf(stderr, "element (%d, %d) is %g, expected %g\n", i, j, av(i, j), vec[i * av.extent[1] + j]);
                return false;
            }
        }
    }
    return true;
}

int main(void)
{
    const int xsize = 10;
    const int ysize = 10;
    const int size = xsize * ysize;
    float vec[100];
    Fill_float(vec, size);
    float vec_copy[100];
    for (int i = 0; i < size; i++)
        vec_copy[i] = vec[i];

    extent<2> ex(xsize, ysize);
    array<float, 2> arr(ex, vec);
    array_view<float, 2> av(arr);

    if(arr.extent != av.extent) // verify extent
    {
        printf("array and array_view extents do not match. FAIL!\n");
        return runall_fail;
    }

    // verify data
    if(!compare(vec, av))
    {
         printf("FAIL: array_view and vector data do not match\n");
         return runall_fail;
    }

    // use in parallel_for_each
    parallel_for_each(arr.extent, [=] (index<2> idx) restrict(amp)
    {
        av[idx]++;
    });

    // arr should automatically be updated at this point
    arr.copy_to(vec);

    // verify data
    if(!compare(vec, av))
    {
         printf("FAIL: vector not updated with array_view data\n");
         return runall_fail;
    }

    //verify that the data has been incremented by one
    for(int i = 0; i < size; i++)
    {
        if(vec[i] != vec_copy[i] + 1)
        {
            printf("Incorrect updated data. Expected [%g] Actual: [%g] FAIL!\n", vec_copy[i] + 1, vec[i]);
            return runall_fail;
        }
    }

    printf("PASS!\n");
    return runall_pass;
}
