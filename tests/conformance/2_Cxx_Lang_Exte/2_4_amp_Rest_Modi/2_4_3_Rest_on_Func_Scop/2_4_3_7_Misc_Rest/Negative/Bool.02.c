// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_4_amp_Rest_Modi/2_4_3_Rest_on_Func_Scop/2_4_3_7_Misc_Rest/Negative/Bool.02/test.cpp
// C3599: cannot perform pointer arithmetic on pointer to bool in amp restricted code
#include <stdbool.h>

void BoolPointerArithmeticNotSupported(bool x) restrict(amp)
{
    bool *y = &x;
    --y; // expected-error {{pointer arithmetic on '_Bool *' is not allowed in amp code}}
}

int main(void)
{
    //Execution should never reach here
    //return 1 to indicate failure
    return 1;
}
