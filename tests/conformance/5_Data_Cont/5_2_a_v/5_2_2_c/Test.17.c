// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_2_c/Test.17/test.cpp
// Test that we can create an array_view with data of struct type (PODs only)
// (struct_b derives from struct_a: in C its first members are struct_a's,
// an anonymous struct, so that av[idx].a_a names them as in C++; the vector
// is an array of struct_b; AreAlmostEqual is are_almost_equal_float; vec =
// arr is arr.copy_to(vec); the accelerator_view argument of parallel_for_each
// is the default one; the original prints the floats with %d, this with %g)
#include <stdio.h>
#include "amptest.h"

struct struct_a
{
    int a_a;
    float a_b;
    unsigned int a_c;
};

struct struct_b
{
    struct /* : struct_a */
    {
        int a_a;
        float a_b;
        unsigned int a_c;
    };
    int b_a;
    float b_b;
    unsigned int b_c;
};

int main(void)
{
    const int size = 100;

    struct struct_b vec[100];
    for(int i = 0; i < size; i++)
    {
        vec[i].a_a = i + 1;
        vec[i].a_b = (float)(i + 2);
        vec[i].a_c = i + 3;
        vec[i].b_a = i + 4;
        vec[i].b_b = (float)(i + 5);
        vec[i].b_c = i + 6;
    }

    extent<1> ex(size);
    array<struct struct_b, 1> arr(ex, vec);
    array_view<struct struct_b, 1> av(arr);

    if(arr.extent != av.extent)    // verify extent
    {
        printf("array and array_view extents do not match. FAIL!\n");
        return runall_fail;
    }

    // use in parallel_for_each
    parallel_for_each(av.extent, [=] (index<1> idx) restrict(amp)
    {
        av[idx].a_a++;  av[idx].a_b++; av[idx].a_c++;
        av[idx].b_a++;  av[idx].b_b++; av[idx].b_c++;
    });

    // arr should automatically be updated at this point
    arr.copy_to(vec);

    // verify data
    for(int i = 0; i < size; i++)
    {
        if(vec[i].a_a != (i+2) || av[i].a_a != (i+2))
        {
            printf("a_a data copied to vector doesnt contained updated data for index : [%d]. FAIL!\n", i);
            printf("Expected: [%d] Actual vec: [%d] Actual av : [%d]\n", i+2, vec[i].a_a, av[i].a_a);
            return runall_fail;
        }
        if(!are_almost_equal_float(vec[i].a_b, (float)(i+3)) || !are_almost_equal_float(av[i].a_b, (float)(i+3)))
        {
            printf("a_b data copied to vector doesnt contained updated data for index : [%d]. FAIL!\n", i);
            printf("Expected: [%d] Actual vec: [%g] Actual av : [%g]\n", i+3, vec[i].a_b, av[i].a_b);
            return runall_fail;
        }
        if(vec[i].a_c != (unsigned int)(i+4) || av[i].a_c != (unsigned int)(i+4))
        {
            printf("a_c data copied to vector doesnt contained updated data for index : [%d]. FAIL!\n", i);
            printf("Expected: [%d] Actual vec: [%u] Actual av : [%u]\n", i+4, vec[i].a_c, av[i].a_c);
            return runall_fail;
        }
        if(vec[i].b_a != (i+5) || av[i].b_a != (i+5))
        {
            printf("b_a data copied to vector doesnt contained updated data for index : [%d]. FAIL!\n", i);
            printf("Expected: [%d] Actual vec: [%d] Actual av : [%d]\n", i+5, vec[i].b_a, av[i].b_a);
            return runall_fail;
        }
        if(!are_almost_equal_float(vec[i].b_b, (float)(i+6)) || !are_almost_equal_float(av[i].b_b, (float)(i+6)))
        {
            printf("b_b data copied to vector doesnt contained updated data for index : [%d]. FAIL!\n", i);
            printf("Expected: [%d] Actual vec: [%g] Actual av : [%g]\n", i+6, vec[i].b_b, av[i].b_b);
            return runall_fail;
        }
        if(vec[i].b_c != (unsigned int)(i+7) || av[i].b_c != (unsigned int)(i+7))
        {
            printf("b_c data copied to vector doesnt contained updated data for index : [%d]. FAIL!\n", i);
            printf("Expected: [%d] Actual vec: [%u] Actual av : [%u]\n", i+7, vec[i].b_c, av[i].b_c);
            return runall_fail;
        }
    }

    printf("PASS!\n");
    return runall_pass;
}
