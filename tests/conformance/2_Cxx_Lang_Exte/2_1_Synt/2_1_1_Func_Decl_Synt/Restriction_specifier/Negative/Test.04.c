// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_1_Synt/2_1_1_Func_Decl_Synt/Restriction_specifier/Negative/Test.04/test.cpp
// random restrict specifier
int f1(void) restrict(hello) {} // expected-error {{unknown restriction 'hello'}}

int main(void)
{
    return 1;
}
