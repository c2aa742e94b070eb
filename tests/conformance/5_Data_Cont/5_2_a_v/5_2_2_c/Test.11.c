// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_2_c/Test.11/test.cpp
// - Create an array_view of type const using extent value, e0, e1 and e2, and a container in a CPU restricted function.
// (the vector<const int>s are int arrays, vec2 a copy of vec1; the
// accelerator_view argument of parallel_for_each is the default one)
#include <stdio.h>
#include "amptest.h"

/* compare(vec, av) of the suite's 5_2_a_v/helper.h, rank 3 */
static bool compare(const int *vec, array_view<const int, 3> av)
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
    const int m = 100, n = 80, o = 10;
    const int size = m * n * o;

    static int vec1[80000];
    Fill_int(vec1, size);
    static int vec2[80000];
    for(int i = 0; i < size; i++) vec2[i] = vec1[i];

    array_view<const int, 3> av1(m, n, o, vec1);
    array_view<int, 3> av2(m, n, o, vec2);

    if(m != av1.extent[0]) // Verify extent
    {
        fprintf(stderr, "array_view extent[0] different from extent used to initialize object.\n");
        fprintf(stderr, "Expected: [%d] Actual : [%d]\n", m, av1.extent[0]);
        return runall_fail;
    }

    if(n != av1.extent[1]) // Verify extent
    {
        fprintf(stderr, "array_view extent[1] different from extent used to initialize object.\n");
        fprintf(stderr, "Expected: [%d] Actual : [%d]\n", n, av1.extent[1]);
        return runall_fail;
    }

    if(o != av1.extent[2]) // Verify extent
    {
        fprintf(stderr, "array_view extent[2] different from extent used to initialize object.\n");
        fprintf(stderr, "Expected: [%d] Actual : [%d]\n", o, av1.extent[2]);
        return runall_fail;
    }

    // verify data
    if(!compare(vec1, av1))
    {
         fprintf(stderr, "array_view and vector data do not match\n");
         return runall_fail;
    }

    // use in parallel_for_each
    parallel_for_each(av1.extent, [=](index<3> idx) restrict(amp)
    {
        av2[idx] = av1[idx] + 1;
    });

    // vec should be updated after this
    printf("Accessing first element of array_view [value = %d] to force synchronize.\n", av2(0,0,0));

    // verify data
    bool passed = true;
    for(int i = 0; i < size; i++)
    {
        if(vec2[i] != vec1[i] + 1)
        {
            fprintf(stderr, "element %d is %d, expected %d\n", i, vec2[i], vec1[i] + 1);
            passed = false;
        }
    }

    return passed ? runall_pass : runall_fail;
}
