// Ported from amp-conformance/Tests/4_Basic_Data_Elmnts/4_2_extent/4_2_3_m/Subscript/Test.01/test.cpp
#include "amptest.h"

// Check that accessing each dimension returns the correct extent component

int test(void) restrict(cpu, amp)
{
    extent<1> e1(100);

    if (e1[0] != 100)
    {
        return 11;
    }

    extent<3> e4(100, 200, 300);

    if ((e4[0] != 100) ||(e4[1] != 200) ||(e4[2] != 300))
    {
        return 12;
    }

    int data[] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};

    extent<10> e10(data);

    for (int i = 0; i < 10; i++)
    {
        if (e10[i] != i + 1)
        {
            return 13;
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

int main(int argc, char **argv) 
{ 
    int result = test();
    
    printf("Test %s on host\n", ((result == 0) ? "passed" : "failed")); 
    if(result != 0) return result;
    
    result = test_device();
    printf("Test %s on device\n", ((result == 0) ? "passed" : "failed")); 
    return result;
}

