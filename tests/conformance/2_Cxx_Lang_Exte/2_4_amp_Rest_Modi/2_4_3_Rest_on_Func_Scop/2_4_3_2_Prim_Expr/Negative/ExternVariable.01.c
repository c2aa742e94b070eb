// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_4_amp_Rest_Modi/2_4_3_Rest_on_Func_Scop/2_4_3_2_Prim_Expr/Negative/ExternVariable.01/test.cpp
// test illegal usage of extern variable
#include <stdbool.h>

extern int flag; // expected-note {{declared here}}

void foo(bool set) restrict(cpu, amp)
{
    flag = set ? 1 : 0; // expected-error {{global variable 'flag' cannot be used in amp code}}
}

int main(int argc, char **argv)
{
    foo(true);
    return 1;
}
