// Ported from amp-conformance/Tests/4_Basic_Data_Elmnts/4_2_extent/4_2_4_ops/Arithmetic/Test.03/test.cpp
#include "amptest.h"

// Check for addition and muplication operators, a @ b is equal to b @ a.

int test(void) restrict(cpu, amp)
{
    int data[] = {-100, -10, -1, 0,  1,  10, 100};
    extent<7> e(data);    
    extent<7> er1;
    extent<7> er2;

    er1 = e + 10;
    er2 = 10 + e;

    if (!(er1 == er2))
    {
        return 11;
    }

    er1 = e * 20;
    er2 = 20 * e;

    if (!(er1 == er2))
    {
        return 12;
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

