// Ported from amp-conformance/Tests/4_Basic_Data_Elmnts/4_1_index/4_1_4_ops/Arith_Assign/Negative/Test.01/test.cpp

// (Negative) Check that applying the operator on index objects of incompatible ranks results in a compilation error
#include "amptest.h"

bool test1(void) restrict(cpu, amp)
{
    int data[] = {200, 100, 2000, 0, -100, -10, -1, 0,  1,  10, 100};
    index<1> i1;
    index<2> i2;

    i1 += i2; // expected-error {{invalid operands to '+=': 'index<1>' and 'index<2>'}}
    i1 -= i2; // expected-error {{invalid operands to '-=': 'index<1>' and 'index<2>'}}

    return false;
}

bool test2(void) restrict(cpu, amp)
{
    int data[] = {200, 100, 2000, 0, -100, -10, -1, 0,  1,  10, 100};
    index<3> i1;
    index<4> i2;

    i1 += i2; // expected-error {{invalid operands to '+=': 'index<3>' and 'index<4>'}}
    i1 -= i2; // expected-error {{invalid operands to '-=': 'index<3>' and 'index<4>'}}

    return false;
}

bool test3(void) restrict(cpu, amp)
{
    int data[] = {200, 100, 2000, 0, -100, -10, -1, 0,  1,  10, 100};
    index<4> i1;
    index<5> i2;

    i1 += i2; // expected-error {{invalid operands to '+=': 'index<4>' and 'index<5>'}}
    i1 -= i2; // expected-error {{invalid operands to '-=': 'index<4>' and 'index<5>'}}

    return false;
}

bool test4(void) restrict(cpu, amp)
{
    int data[] = {200, 100, 2000, 0, -100, -10, -1, 0,  1,  10, 100};
    index<10> i1;
    index<11> i2;

    i1 += i2; // expected-error {{invalid operands to '+=': 'index<10>' and 'index<11>'}}
    i1 -= i2; // expected-error {{invalid operands to '-=': 'index<10>' and 'index<11>'}}

    return false;
}

int main(void) 
{ 
    //Always fail if this runs to completion. Test is expected to fail compilation
    return runall_fail;
}

