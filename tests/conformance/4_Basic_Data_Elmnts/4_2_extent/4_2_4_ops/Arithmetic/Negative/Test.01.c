// Ported from amp-conformance/Tests/4_Basic_Data_Elmnts/4_2_extent/4_2_4_ops/Arithmetic/Negative/Test.01/test.cpp
// Check that applying the operator on extents of incompatible ranks rerults in a compilation error
#include "amptest.h"

int test1(void) restrict(cpu, amp)
{
    int data[] = {200, 100, 2000, 0, -100, -10, -1, 0,  1,  10, 100};
    extent<1> e1;
    extent<2> e2;
    extent<1> er;

    er = e1 + e2; // expected-error {{invalid operands to '+': 'extent<1>' and 'extent<2>'}}
    er = e1 - e2; // expected-error {{invalid operands to '-': 'extent<1>' and 'extent<2>'}}
    er = e1 * e2; // expected-error {{invalid operands to '*': 'extent<1>' and 'extent<2>'}}
    er = e1 / e2; // expected-error {{invalid operands to '/': 'extent<1>' and 'extent<2>'}}

    return 1;
}

int test2(void) restrict(cpu, amp)
{
    int data[] = {200, 100, 2000, 0, -100, -10, -1, 0,  1,  10, 100};
    extent<3> e1;
    extent<4> e2;
    extent<3> er;

    er = e1 + e2; // expected-error {{invalid operands to '+': 'extent<3>' and 'extent<4>'}}
    er = e1 - e2; // expected-error {{invalid operands to '-': 'extent<3>' and 'extent<4>'}}
    er = e1 * e2; // expected-error {{invalid operands to '*': 'extent<3>' and 'extent<4>'}}
    er = e1 / e2; // expected-error {{invalid operands to '/': 'extent<3>' and 'extent<4>'}}

    return 1;
}

int test3(void) restrict(cpu, amp)
{
    int data[] = {200, 100, 2000, 0, -100, -10, -1, 0,  1,  10, 100};
    extent<4> e1;
    extent<5> e2;
    extent<4> er;

    er = e1 + e2; // expected-error {{invalid operands to '+': 'extent<4>' and 'extent<5>'}}
    er = e1 - e2; // expected-error {{invalid operands to '-': 'extent<4>' and 'extent<5>'}}
    er = e1 * e2; // expected-error {{invalid operands to '*': 'extent<4>' and 'extent<5>'}}
    er = e1 / e2; // expected-error {{invalid operands to '/': 'extent<4>' and 'extent<5>'}}

    return 1;
}

int test4(void) restrict(cpu, amp)
{
    int data[] = {200, 100, 2000, 0, -100, -10, -1, 0,  1,  10, 100};
    extent<10> e1;
    extent<11> e2;
    extent<10> er;

    er = e1 + e2; // expected-error {{invalid operands to '+': 'extent<10>' and 'extent<11>'}}
    er = e1 - e2; // expected-error {{invalid operands to '-': 'extent<10>' and 'extent<11>'}}
    er = e1 * e2; // expected-error {{invalid operands to '*': 'extent<10>' and 'extent<11>'}}
    er = e1 / e2; // expected-error {{invalid operands to '/': 'extent<10>' and 'extent<11>'}}

    return 1;
}

int test(void) restrict(cpu, amp)
{
    int result = test1();
    
    result = (result == 0) ? test2() : result;

    result = (result == 0) ? test3() : result;

    result = (result == 0) ? test4() : result;

    return result;
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

