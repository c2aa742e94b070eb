// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_1_Synt/2_1_1_Func_Decl_Synt/Restriction_specifier/Test.03/test.cpp
// Lexical mismatch of declaration and definition (ordering)
#include "amptest.h"

int test(void) restrict(amp, cpu);

int test(void) restrict(cpu, amp)
{
    return 0;
}

int main(void)
{
    return runall_pass;
}
