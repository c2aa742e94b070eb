// Ported from amp-conformance/Tests/4_Basic_Data_Elmnts/4_2_extent/4_2_2_c/Test.02/test.cpp
#include "amptest.h"

// Create an extent using the default constructor. Ensure that indices for all dimensions are initialized to 0

int test(void) restrict(cpu, amp)
{
    extent<1> e1;

    if (e1[0] != 0)
    {
        return 11;
    }

    extent<2> e2;

    if ((e2[0] != 0) || (e2[1] != 0))
    {
        return 12;
    }

    extent<3> e3;

    if ((e3[0] != 0) || (e3[1] != 0) || (e3[2] != 0))
    {
        return 13;
    }

    extent<4> e4;

    if ((e4[0] != 0) || (e4[1] != 0) || (e4[2] != 0) || (e4[3] != 0))
    {
        return 14;
    }

    extent<10> e10;

    for(int i = 0; i < 10; i ++)
    {
        if (e10[i] != 0)
        {
            return 15;
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
    result.copy_to(presult);;

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

