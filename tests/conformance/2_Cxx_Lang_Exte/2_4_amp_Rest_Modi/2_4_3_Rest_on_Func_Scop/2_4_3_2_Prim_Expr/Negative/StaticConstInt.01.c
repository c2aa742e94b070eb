// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_4_amp_Rest_Modi/2_4_3_Rest_on_Func_Scop/2_4_3_2_Prim_Expr/Negative/StaticConstInt.01/test.cpp
// test illegal usage of static const integer variable: its value may be used,
// its address may not be taken
#include <stdbool.h>

static const int flag = 2;

void foo(bool set) restrict(cpu, amp)
{
    int n = flag + 3;
    const int * p = &flag; // expected-error {{cannot take the address of constant 'flag' in amp code}}
}

int main(int argc, char **argv)
{
    foo(true);
    return 1;
}
