// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_2_c/Test.10/test.cpp
// Create an array_view of type const type using extent values e0 and e1, and a container in a CPU restricted function. Verify extent and data in array_view
// (the vector<const int>s are int arrays filled before the views are made;
// the accelerator_view argument of parallel_for_each is the default one)
#include <stdio.h>
#include "amptest.h"

/* compare(vec, av) of the suite's 5_2_a_v/helper.h, rank 2. As written there
 * i runs over extent[1] and j over extent[0], so av(i, j) goes past the end of
 * row i (C++ AMP does not check on the cpu; ampcc does); it compares the
 * element at linear offset i * extent[1] + j, and so does this, by
 * coordinates inside the extent. */
static bool compare(const int *vec, array_view<const int, 2> av)
{
    for(int i = 0; i < av.extent[1]; i++)
    {
        for(int j = 0; j < av.extent[0]; j++)
        {
            int offset = i * av.extent[1] + j;
            if(vec[offset] != av(offset / av.extent[1], offset % av.extent[1]))
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

    int vec1[8000];
    for(int i = 0; i < size; i++) vec1[i] = i;

    int vec2[8000];
    for(int i = 0; i < size; i++) vec2[i] = i;

    array_view<const int, 2> av1(m, n, vec1);
    array_view<int, 2> av2(m, n, vec2);

    if(m != av1.extent[0]) // Verify extent
    {
        printf("array_view extent[0] different from extent used to initialize object. FAIL!\n");
        printf("Expected: [%d] Actual : [%d]\n", m, av1.extent[0]);
        return runall_fail;
    }

    if(n != av1.extent[1]) // Verify extent
    {
        printf("array_view extent[1] different from extent used to initialize object. FAIL!\n");
        printf("Expected: [%d] Actual : [%d]\n", n, av1.extent[1]);
        return runall_fail;
    }

    // verify data
    if(!compare(vec1, av1))
    {
         printf("FAIL: array_view and vector data do not match\n");
         return runall_fail;
    }

    // use in parallel_for_each
    parallel_for_each(av2.extent, [=] (index<2> idx) restrict(amp)
    {
        av2[idx] = av1[idx] + 1;
    });

    // vec should be updated after this
    printf("Accessing first element of array_view [%d] to force synchronize.\n", av2(0,0));

    // verify data
    for(int i = 0; i < size; i++)
    {
        if(vec2[i] != i + 1)
        {
            printf("Incorrect updated data. Expected [%d] Actual: [%d] FAIL!\n", i + 1, vec2[i]);
            return runall_fail;
        }
    }

    printf("PASS!\n");
    return runall_pass;
}
