// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_4_amp_Rest_Modi/2_4_3_Rest_on_Func_Scop/2_4_3_1_Lite/Negative/IntegerLiteral.01/test.cpp
// test integer literal out of supported range
void foo(void) restrict(cpu, amp)
{
    int n = (int)0x2ffffffffLL; // expected-error {{integer literal '0x2ffffffffLL' has type 'long long'}}
}

int main(int argc, char **argv)
{
    foo();
    return 1;
}
