// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_4_amp_Rest_Modi/2_4_2_Rest_on_Func_Decl/Function_parameters/Negative/Test.05/test.cpp
// (Negative) Global function that takes a non-amp compatible parameter
int test(int a, int volatile b) restrict(cpu, amp) // expected-error {{'volatile' is not allowed in amp code}}
{
    return 0;
}

int main(void)
{
    return 1;
}
