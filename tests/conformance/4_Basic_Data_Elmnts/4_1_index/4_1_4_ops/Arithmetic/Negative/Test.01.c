// Ported from amp-conformance/Tests/4_Basic_Data_Elmnts/4_1_index/4_1_4_ops/Arithmetic/Negative/Test.01/test.cpp
// Check that applying the operator on 2 index of incompatible ranks rerults in a compilation error
#include "amptest.h"

bool test1(void) restrict(cpu, amp)
{
    int data[] = {200, 100, 2000, 0, -100, -10, -1, 0,  1,  10, 100};
    index<1> i1;
    index<2> i2;
    index<1> ir;

    ir = i1 + i2; // expected-error {{invalid operands to '+': 'index<1>' and 'index<2>'}}
    ir = i1 - i2; // expected-error {{invalid operands to '-': 'index<1>' and 'index<2>'}}

    return false;
}

bool test2(void) restrict(cpu, amp)
{
    int data[] = {200, 100, 2000, 0, -100, -10, -1, 0,  1,  10, 100};
    index<3> i1;
    index<4> i2;
    index<3> ir;

    ir = i1 + i2; // expected-error {{invalid operands to '+': 'index<3>' and 'index<4>'}}
    ir = i1 - i2; // expected-error {{invalid operands to '-': 'index<3>' and 'index<4>'}}

    return false;
}

bool test3(void) restrict(cpu, amp)
{
    int data[] = {200, 100, 2000, 0, -100, -10, -1, 0,  1,  10, 100};
    index<4> i1;
    index<5> i2;
    index<4> ir;

    ir = i1 + i2; // expected-error {{invalid operands to '+': 'index<4>' and 'index<5>'}}
    ir = i1 - i2; // expected-error {{invalid operands to '-': 'index<4>' and 'index<5>'}}

    return false;
}

bool test4(void) restrict(cpu, amp)
{
    int data[] = {200, 100, 2000, 0, -100, -10, -1, 0,  1,  10, 100};
    index<10> i1;
    index<11> i2;
    index<10> ir;

    ir = i1 + i2; // expected-error {{invalid operands to '+': 'index<10>' and 'index<11>'}}
    ir = i1 - i2; // expected-error {{invalid operands to '-': 'index<10>' and 'index<11>'}}

    return false;
}

bool test(void) restrict(cpu, amp)
{
    return (test1() && test2() && test3() && test4());
}

void kernel(index<1> *idx, array<int, 1> *result) restrict(cpu, amp)
{
    if (!test())
    {
        (*result)[(*idx)] = 1;
    }
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
    test();
    test_device();
    
    // always fail. this test is expected to fail compilation
    return 1;
}

