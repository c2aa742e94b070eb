// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_4_amp_Rest_Modi/2_4_1_Rest_on_Type/2_4_1_2_Fund_Type/Negative/Short.01/test.cpp
// test short
short foo(unsigned short s) restrict(cpu, amp) // expected-error {{type 'short' is not allowed in amp code}} expected-error {{type 'unsigned short' is not allowed in amp code}}
{
    return (s + 2);
}

int main(int argc, char **argv)
{
    foo(2);
    return 1;
}
