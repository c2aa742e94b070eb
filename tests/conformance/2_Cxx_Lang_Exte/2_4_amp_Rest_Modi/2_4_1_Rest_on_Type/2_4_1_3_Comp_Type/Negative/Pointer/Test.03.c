// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_4_amp_Rest_Modi/2_4_1_Rest_on_Type/2_4_1_3_Comp_Type/Negative/Pointer/Test.03/test.cpp
// (NEG) Define pointers to pointer as parameter and return value
// (the original expects six errors: three parameters and a return type, in a
// restrict(amp, cpu) and in a restrict(amp) function)
#include <stddef.h>
#include <stdbool.h>

void f1(double **p1, float ***p2, int ****p3) restrict(cpu, amp) {} // expected-error {{pointer to pointer ('double **')}} expected-error {{pointer to pointer ('float ***')}} expected-error {{pointer to pointer ('int ****')}}

double ***** f2(void) restrict(cpu, amp) // expected-error {{pointer to pointer}}
{
    double ***** pd = NULL; // expected-error {{pointer to pointer}}
    return pd;
}

void f11(double **p1, float ***p2, int ****p3) restrict(amp) {} // expected-error {{pointer to pointer ('double **')}} expected-error {{pointer to pointer ('float ***')}} expected-error {{pointer to pointer ('int ****')}}

double ***** f22(void) restrict(amp) // expected-error {{pointer to pointer}}
{
    double ***** pd = NULL; // expected-error {{pointer to pointer}}
    return pd;
}

int main(int argc, char **argv)
{
    bool passed = false;
    return passed ? 0 : 1;
}
