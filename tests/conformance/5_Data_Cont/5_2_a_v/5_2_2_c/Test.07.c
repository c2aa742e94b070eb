// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_2_c/Test.07/test.cpp
// - Create an array_view using extent values, e0 and e1, and a container in a CPU restricted function. Verify extent, extent and x, y, z properties
// (the vectors are int arrays; the accelerator_view argument of
// parallel_for_each is the default one. The original's loops, in helper.h's
// compare and in its own check, run i over extent[1] and j over extent[0],
// so av(i, j) goes past the end of row i (C++ AMP does not check on the
// cpu; ampcc does): each compares the element at linear offset
// i * extent[1] + j, and so does this, by coordinates inside the extent.
// The original's last check returns false, which is 0, runall_pass: this
// returns runall_fail, as it means; its av[0], a row, printed with %d, is
// av[0][0])
#include <stdio.h>
#include "amptest.h"

/* the element of av at linear offset `offset` */
static int at_offset(array_view<int, 2> av, int offset)
{
    return av(offset / av.extent[1], offset % av.extent[1]);
}

/* compare(vec, av) of the suite's 5_2_a_v/helper.h, rank 2 */
static bool compare(const int *vec, array_view<int, 2> av)
{
    for(int i = 0; i < av.extent[1]; i++)
    {
        for(int j = 0; j < av.extent[0]; j++)
        {
            if(vec[i * av.extent[1] + j] != at_offset(av, i * av.extent[1] + j))
            {
                fprintf(stderr, "element (%d, %d) differs\n", i, j);
                return false;
            }
        }
    }
    return true;
}

int main(void)
{
    const int m = 100, n = 80;
    const int size = m * n;

    int vec[8000];
    Fill_int(vec, size);
    int vec_copy[8000];
    for (int i = 0; i < size; i++) vec_copy[i] = vec[i];

    array_view<int, 2> av(m, n, vec);

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

    // verify data
    if(!compare(vec, av))
    {
         printf("FAIL: array_view and vector data do not match\n");
         return runall_fail;
    }

    // use in parallel_for_each
    parallel_for_each(av.extent, [=] (index<2> idx) restrict(amp)
    {
        av[idx]++;
    });

    // vec should be updated after this
    printf("Accessing first element of array_view [%d] to force synchronize.\n", av[0][0]);

    // verify data
    for(int i = 0; i < av.extent[1]; i++)
    {
        for(int j = 0; j < av.extent[0]; j++)
        {
             int expected = vec_copy[i * av.extent[1] + j] + 1;
             int actual = at_offset(av, i * av.extent[1] + j);
             if(actual != expected)
             {
                 printf("Incorrect data. Expected [%d] Actual: [%d] FAIL!\n", expected, actual);
                 return runall_fail;
             }
        }
    }

    printf("PASS!\n");
    return runall_pass;
}
