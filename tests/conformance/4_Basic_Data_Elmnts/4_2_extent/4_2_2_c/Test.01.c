// Ported from amp-conformance/Tests/4_Basic_Data_Elmnts/4_2_extent/4_2_2_c/Test.01/test.cpp
#include "amptest.h"

// Check that the rank is set to N.

int test(void) restrict(cpu, amp)
{
    extent<1> e1d;

    if (e1d.rank != 1)
    {
        return 11;
    }

    extent<1> e1(100);

    if (e1.rank != 1)
    {
        return 12;
    }

    extent<2> e2d;

    if (e2d.rank != 2)
    {
        return 13;
    }

    extent<2> e2(100, 200);

    if (e2.rank != 2)
    {
        return 14;
    }

    extent<3> e3d;

    if (e3d.rank != 3)
    {
        return 15;
    }

    extent<3> e3(100, 200, 300);

    if (e3.rank != 3)
    {
        return 16;
    }

    extent<4> e4d;

    if (e4d.rank != 4)
    {
        return 17;
    }

    if (e3.rank != 3)
    {
        return 18;
    }

    extent<10> e10;

    if (e10.rank != 10)
    {
        return 19;
    }

    return 0;
}

void kernel(index<1> *idx, array<int, 1> *result) restrict(cpu, amp)
{
    (*result)[(*idx)] = test();    
}

#define size 10

bool test_device(void)
{
    extent<1> e(size);
    array<int, 1> result(e);

    int presult[size] = {0};    
    
    parallel_for_each(e,[&](index<1> idx) restrict(cpu, amp){
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

