// Ported from amp-conformance/Tests/4_Basic_Data_Elmnts/4_2_extent/4_2_2_c/Test.05/test.cpp
#include "amptest.h"

// Create an extent <N> with an int array containing the N individual coordinates. Ensure that the extent in initialized correctly.

int test(void) restrict(cpu, amp)
{
    const int cnt = 111;
    int data[cnt];

    for (int i = 0; i < cnt; i++)
    {
        data[i] = i;
    }

    extent<cnt> e(data);

    if (e.rank != cnt)
    {
        return 11;
    }

    for (int i = 0; i < cnt; i++)
    {
        if (e[i] != data[i])
        {
            return 12;
        }
    }

    return 0;
}

void kernel(index<1> *idx, array<int, 1> *result) restrict(cpu, amp)
{
    (*result)[(*idx)] = test();    
}

#define size 10

int test_device(void)
{
    extent<1> e(size);
    array<int, 1> result(e);
    int presult[size] = {0};
    
    parallel_for_each(e, [&](index<1> idx) restrict(cpu, amp) {
        kernel(&idx, &result);
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

