// Ported from amp-conformance/Tests/4_Basic_Data_Elmnts/4_1_index/4_1_4_ops/Arith_Assign/Negative/Test.02/test.cpp
// (Negative) Check that applying the operator *,/ on index objects of same
// ranks results in a compilation error
#include <stdbool.h>

bool test1(void) restrict(cpu, amp)
{
    index<2> i1(5,15);
    index<2> i2(10,30);
    index<2> i3;
    i1 *= 10; // Multiplication, Division using const value are valid
    i1 /= 10;
    i1 *= i2; // expected-error {{invalid operands to '*=': 'index<2>' and 'index<2>'}}
    i1 /= i2; // expected-error {{invalid operands to '/=': 'index<2>' and 'index<2>'}}

    i3 = i1 * i2; // expected-error {{invalid operands to '*': 'index<2>' and 'index<2>'}}
    i3 = i1 / i2; // expected-error {{invalid operands to '/': 'index<2>' and 'index<2>'}}
    return false;
}

int main(void)
{
    return 1;
}
