// Ported from amp-conformance/Tests/4_Basic_Data_Elmnts/4_1_index/4_1_4_ops/Logical/Test.02/test.cpp
#include "amptest.h"

// Check that when == returns true then != returns false.

int test(void) restrict(cpu, amp)
{
    int data1[] = {-10, -1, 0, 1, 10};
    int data2[] = {-10, -1, 0, 1, 10};

    index<5> i1(data1);
    index<5> i2(data2);

    if ((i1 == i2) && (!(i1 != i2)))
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

    parallel_for_each(e, [&](index<1> idx) restrict(cpu, amp) {
        kernel(&idx, &result);
    });

    result.copy_to(presult);

    for (int i = 0; i < 10; i++)
    {
        if (presult[i] == 1)
        {
            return 1;
        }
    }

    return 0;
}

int main(void) 
{ 
	int result = runall_pass;
    // Test on host

    REPORT_RESULT(result, test() == 0);
   
    // Test on device

	REPORT_RESULT(result, test_device() == 0);
    return result;
}

