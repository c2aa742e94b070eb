// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_4_amp_Rest_Modi/2_4_1_Rest_on_Type/2_4_1_2_Fund_Type/Negative/LongDouble.01/test.cpp
// test Long Double
void foo(void) restrict(cpu, amp)
{
    long double ld = 6LL; // expected-error {{type 'long double' is not allowed in amp code}} expected-error {{'6LL' has type 'long long'}}
}

int main(int argc, char **argv)
{
    foo();
    return 1;
}
