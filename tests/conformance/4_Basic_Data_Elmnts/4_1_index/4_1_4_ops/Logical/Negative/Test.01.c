// Ported from amp-conformance/Tests/4_Basic_Data_Elmnts/4_1_index/4_1_4_ops/Logical/Negative/Test.01/test.cpp
// (Negative) Check that comparing two index objects of incompatible ranks results in a compilation error
#include "amptest.h"

bool test_equal(void) restrict(cpu, amp)
{
    int flag = 0;

    int data1[] = {-10, -1, 0, 1, 10};
    int data2[] = {-10, -1, 0, 1};

    index<5> e1(data1);
    index<4> e2(data2);

    if (e1 == e2) // expected-error {{invalid operands to '==': 'index<5>' and 'index<4>'}}
    {
        flag = 1;
    }

    return false;
}

bool test_not_equal(void) restrict(cpu, amp)
{
    int flag = 0;

    int data1[] = {-10, -1, 0, 1, 10};
    int data2[] = {-100, -11, 1, 11, 100, 7};

    index<5> e1(data1);
    index<6> e2(data2);

    if (e1 != e2) // expected-error {{invalid operands to '!=': 'index<5>' and 'index<6>'}}
    {
        flag = 1;
    }

    return false;
}

bool test(void) restrict(cpu, amp)
{
    return (test_equal() && test_not_equal());
}

void kernel(index<1> *idx, array<int, 1> *result) restrict(cpu, amp)
{
    if (!test())
    {
        (*result)[(*idx)] = 1;
    }
}

#define size 10

bool test_device(void)
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
            return false;
        }
    }

    return true;
}

int main(void) 
{ 
    test();
    test_device();
    
    // always fail. this test should fail to compile
    return runall_fail;
}

