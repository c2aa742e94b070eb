// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_4_amp_Rest_Modi/2_4_3_Rest_on_Func_Scop/2_4_3_1_Lite/Negative/Strings.02/test.cpp
// test illegal usage of string literals
void foo(void) restrict(cpu, amp)
{
    "Hello"[0]; // expected-error {{string literals are not allowed in amp code}}
}

int main(int argc, char **argv)
{
    foo();
    return 1;
}
