// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_4_amp_Rest_Modi/2_4_3_Rest_on_Func_Scop/2_4_3_7_Misc_Rest/Negative/set_2/Goto.01/test.cpp
// test illegal usage of goto
void foo(void) restrict(cpu, amp)
{
    goto L; // expected-error {{goto is not allowed in amp code}}
L: // expected-error {{label 'L' is not allowed in amp code}}
    ;
}

int main(int argc, char **argv)
{
    foo();
    return 1;
}
