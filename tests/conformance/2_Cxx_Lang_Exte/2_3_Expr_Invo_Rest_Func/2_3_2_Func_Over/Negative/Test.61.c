// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_3_Expr_Invo_Rest_Func/2_3_2_Func_Over/Negative/Test.61/test.cpp
// (Negative) Overlap: the same function with overlapping restrictions
#include <stdio.h>

int f(int x) restrict(amp) // expected-note {{previous declaration of 'f' is here}}
{
    return 1;
}

int f(int x) restrict(cpu, amp) // expected-error {{'f' is declared restrict(cpu, amp) here but restrict(amp) before}}
{
    return 0;
}

int main(int argc, char **argv)
{
    printf("failed\n");
    return 1;
}
