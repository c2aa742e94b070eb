// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_4_amp_Rest_Modi/2_4_1_Rest_on_Type/2_4_1_1_Type_Qual/Local_variable/Negative/Volatile/set_1/test.cpp
// test voilatile type qualifier. The immediately invoked restrict(amp, cpu)
// lambda of the original is a restrict(cpu, amp) function called from main.
void foo(void) restrict(cpu, amp)
{
    volatile int a = 10; // expected-error {{'volatile' is not allowed in amp code}}
    volatile const int c = 400; // expected-error {{'volatile' is not allowed in amp code}}
}

static void lambda(void) restrict(cpu, amp)
{
    const volatile int b = 300; // expected-error {{'volatile' is not allowed in amp code}}
}

int main(int argc, char **argv)
{
    foo();
    lambda();
    return 1;
}
