// Ported from amp-conformance/Tests/4_Basic_Data_Elmnts/4_2_extent/4_2_2_c/Test.04/test.cpp
// Create an extent of Rank 1 directly with a single coordinate value. Ensure that the extent is successfully created and the rank is set to 1. Repeat this for rank = 2, 3.
// (the references are a value (idx) and a pointer (the array); test and
// kernel are restrict(cpu, amp) as __GPU is; vector = array is
// array.copy_to(vector); the accelerator and its view are the default ones)
#include <stdio.h>
#include "amptest.h"

static int test(void) restrict(cpu, amp)
{
    extent<1> e1(100);
    extent<2> e2(100, 200);
    extent<3> e3(100, 200, 300);

    if (e1.rank != 1)
    {
        return 11;
    }

    if (e2.rank != 2)
    {
        return 12;
    }

    if (e3.rank != 3)
    {
        return 13;
    }

    return 0;
}

static void kernel(index<1> idx, array<int, 1> *result) restrict(cpu, amp)
{
    (*result)[idx] = test();
}

#define size 10

static int test_device(void)
{
    extent<1> e(size);
    array<int, 1> result(e);
    int presult[size] = {0};

    parallel_for_each(e, [&](index<1> idx) restrict(amp){
        kernel(idx, &result);
    });
    result.copy_to(presult);

    for (int i = 0; i < 10; i++)
    {
        if (presult[i] != 0)
        {
            printf("Test failed. Return code: %d\n", presult[i]);
            return 1;
        }
    }

    return 0;
}

int main(void)
{
    int result = test();
    printf("Test %s on host\n", ((result == 0) ? "passed" : "failed"));
    if(result != 0) return result;
    result = test_device();
    printf("Test %s on device\n", ((result == 0) ? "passed" : "failed"));
    return result;
}
