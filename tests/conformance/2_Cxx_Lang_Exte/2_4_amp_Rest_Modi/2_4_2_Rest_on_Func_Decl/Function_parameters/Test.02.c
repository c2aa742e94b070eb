// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_4_amp_Rest_Modi/2_4_2_Rest_on_Func_Decl/Function_parameters/Test.02/test.cpp
// AMP function with no parameters
#include "amptest.h"

int test(void) restrict(cpu, amp)
{
    return 2;
}

int main(void)
{
    int r;
    GPU_INVOKE(int, r, test());
    return r == 2 ? runall_pass : runall_fail;
}
