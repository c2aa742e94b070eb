// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_4_amp_Rest_Modi/2_4_2_Rest_on_Func_Decl/Function_parameters/Negative/Char/test.cpp
// C6702: Char is not a supported integral type in amp restricted code
void CharNotSupported(char x) restrict(amp) {} // expected-error {{type 'char' is not allowed in amp code}}

int main(void)
{
    //Execution should never reach here
    //return 1 to indicate failure
    return 1;
}
