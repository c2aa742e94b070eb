// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_4_amp_Rest_Modi/2_4_1_Rest_on_Type/2_4_1_2_Fund_Type/Negative/WChar.01/test.cpp
// test wchar_t. The immediately invoked restrict(amp, cpu) lambda of the
// original is a restrict(cpu, amp) function called from main.
#include <stddef.h>

static void lambda(void) restrict(cpu, amp)
{
    wchar_t c = 65; // expected-error {{type 'wchar_t' is not allowed in amp code}}
}

int main(int argc, char **argv)
{
    lambda();
    return 1;
}
