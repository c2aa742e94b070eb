// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_4_amp_Rest_Modi/2_4_1_Rest_on_Type/2_4_1_2_Fund_Type/Negative/LongLong.01/test.cpp
// test long long
void foo(void) restrict(cpu, amp)
{
    long long ll = 6LL; // expected-error {{type 'long long' is not allowed in amp code}} expected-error {{'6LL' has type 'long long'}}
}

int main(int argc, char **argv)
{
    foo();
    return 1;
}
