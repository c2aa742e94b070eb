// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_4_amp_Rest_Modi/2_4_2_Rest_on_Func_Decl/Function_parameters/Test.01/test.cpp
// Restricted function with many parameters
#include "amptest.h"

static int test(int a, long b, float c, long d) restrict(cpu, amp)
{
    return a > 0 && b > 0 && c > 0 && d > 0;
}

int main(void)
{
    int r;
    GPU_INVOKE(int, r, test(1, 1, 2, 15));
    return r == 1 ? runall_pass : runall_fail;
}
