// Ported from amp-conformance/Tests/4_Basic_Data_Elmnts/4_2_extent/4_2_4_ops/Logical/Test.02/test.cpp
#include "amptest.h"

// Check that when == returns true then != returns false.

int test(void) restrict(cpu, amp)
{
    int data1[] = {-10, -1, 0, 1, 10};
    int data2[] = {-10, -1, 0, 1, 10};

    extent<5> e1(data1);
    extent<5> e2(data2);

    if ((e1 == e2) && (!(e1 != e2)))
    {
        return 0;
    }

    return 1;
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

    parallel_for_each(e, [&](index<1> idx) restrict(cpu, amp){
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

