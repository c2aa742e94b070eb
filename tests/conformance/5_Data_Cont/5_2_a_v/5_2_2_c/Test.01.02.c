// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_2_c/Test.01.02/test.cpp
// Test that an array_view of Rank 3 can be constructed from an AMP array in a cpu restricted function
// (vec = arr is arr.copy_to(vec))
#include <stdio.h>
#include "amptest.h"

/* compare(vec, av) of the suite's 5_2_a_v/helper.h, rank 3 */
static bool compare(const float *vec, array_view<float, 3> av)
{
    for(int i = 0; i < av.extent[0]; i++)
    {
        for(int j = 0; j < av.extent[1]; j++)
        {
            for(int k = 0; k < av.extent[2]; k++)
            {
                if(vec[i * av.extent[1] * av.extent[2] + j * av.extent[2] + k] != av(i,j,k))
                {
                    fprintf(stderr, "element (%d, %d, %d) differs\n", i, j, k);
                    return false;
                }
            }
        }
    }
    return true;
}

int main(void)
{
    const int xsize = 10;
    const int ysize = 10;
    const int zsize = 10;
    const int size = xsize * ysize * zsize;
    float vec[1000];
    Fill_float(vec, size);
    float vec_copy[1000];
    for (int i = 0; i < size; i++)
        vec_copy[i] = vec[i];

    extent<3> ex(zsize, ysize, xsize);
    array<float, 3> arr(ex, vec);
    array_view<float, 3> av(arr);

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
    parallel_for_each(arr.extent, [=] (index<3> idx) restrict(amp)
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
