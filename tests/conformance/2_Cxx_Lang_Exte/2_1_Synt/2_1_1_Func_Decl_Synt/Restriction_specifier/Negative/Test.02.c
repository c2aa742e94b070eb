// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_1_Synt/2_1_1_Func_Decl_Synt/Restriction_specifier/Negative/Test.02/test.cpp
// Use different modifiers on a declaration and definiton. The original
// declares a member function of a struct; C has none, so it is a function.
int test(void) restrict(cpu, amp); // expected-note {{previous declaration of 'test' is here}}

int test(void) restrict(amp) // expected-error {{'test' is declared restrict(amp) here but restrict(cpu, amp) before}}
{
    return 1;
}

int main(void)
{
    return 1;
}
