// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_4_amp_Rest_Modi/2_4_2_Rest_on_Func_Decl/Return_type/Negative/Test.01/test.cpp
// An amp function cannot return a non-amp type (volatile)
volatile int test(void) restrict(cpu, amp) // expected-error {{'volatile' is not allowed in amp code}}
{
    return 0;
}

int main(void)
{
    return 1;
}
