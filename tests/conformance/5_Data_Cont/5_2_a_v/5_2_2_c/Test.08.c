// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_2_c/Test.08/test.cpp
// - Create an array_view using extent value, e0, e1 and e2, and a container in a CPU restricted function.
// (the vectors are int arrays; the accelerator_view argument of
// parallel_for_each is the default one. The original's last check returns
// false, which is 0, runall_pass: this returns runall_fail, as it means; its
// av[0], a plane, printed with %d, is av[0][0][0])
#include <stdio.h>
#include "amptest.h"

/* compare(vec, av) of the suite's 5_2_a_v/helper.h, rank 3 */
static bool compare(const int *vec, array_view<int, 3> av)
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
    const int m = 2, n = 80, o = 10;
    const int size = m * n * o;

    int vec[1600];
    Fill_int(vec, size);
    int vec_copy[1600];
    for (int i = 0; i < size; i++) vec_copy[i] = vec[i];

    array_view<int, 3> av(m, n, o, vec);

    if(m != av.extent[0]) // Verify extent
    {
        printf("array_view extent[0] different from extent used to initialize object. FAIL!\n");
        printf("Expected: [%d] Actual : [%d]\n", m, av.extent[0]);
        return runall_fail;
    }

    if(n != av.extent[1]) // Verify extent
    {
        printf("array_view extent[1] different from extent used to initialize object. FAIL!\n");
        printf("Expected: [%d] Actual : [%d]\n", n, av.extent[1]);
        return runall_fail;
    }

    if(o != av.extent[2]) // Verify extent
    {
        printf("array_view extent[2] different from extent used to initialize object. FAIL!\n");
        printf("Expected: [%d] Actual : [%d]\n", o, av.extent[2]);
        return runall_fail;
    }

    // verify data
    if(!compare(vec, av))
    {
         printf("FAIL: array_view and vector data do not match\n");
         return runall_fail;
    }

    // use in parallel_for_each
    parallel_for_each(av.extent, [=] (index<3> idx) restrict(amp)
    {
        av[idx]++;
    });

    // vec should be updated after this
    printf("Accessing first element of array_view [%d] to force synchronize.\n", av[0][0][0]);

    // verify data
    for(int i = 0; i < av.extent[0]; i++)
    {
        for(int j = 0; j < av.extent[1]; j++)
        {
            for(int k = 0; k < av.extent[2]; k++)
            {
                int expected = vec_copy[i * av.extent[1] * av.extent[2] + j * av.extent[2] + k] + 1;
                int actual = av(i,j,k);
                if(expected != actual)
                {
                    printf("Incorrect data. Expected [%d] Actual: [%d] FAIL!\n", expected, actual);
                    return runall_fail;
                }
             }
        }
    }

    printf("PASS!\n");
    return runall_pass;
}
