// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_4_amp_Rest_Modi/2_4_3_Rest_on_Func_Scop/2_4_3_7_Misc_Rest/Negative/Pointer_to_amp_function/Pointer/Casting.08/test.cpp
// Negative: in GPU function, define int func(int) restrict(amp, cpu); then
// int (*pfn)(int) = (int (*)(int))func; call pfn
#include <stdbool.h>

int func(int x) restrict(cpu, amp)
{
    return 1;
}

bool test(void) restrict(cpu, amp)
{
    int flag = 0;
    bool passed = true;
    int v = 0;
    int (*pfn)(int) = (int (*)(int))func; // expected-error {{function pointer 'pfn' is not allowed in amp code}} expected-error {{function 'func' used as a value}} expected-error {{function pointers are not allowed in amp code ('cast')}}
    pfn(v);
    if (flag != 1)
    {
        return false;
    }
    return passed;
}

int main(int argc, char **argv)
{
    test();
    return 1;
}
