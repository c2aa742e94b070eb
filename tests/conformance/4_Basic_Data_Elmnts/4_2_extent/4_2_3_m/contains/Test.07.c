// Ported from amp-conformance/Tests/4_Basic_Data_Elmnts/4_2_extent/4_2_3_m/contains/Test.07/test.cpp
// Test const-correctness for extent and index.
#include "amptest.h"

static int test(void) restrict(cpu,amp)
{
    // Note: The actual result of call has minor significance here, the point is to be able to compile.
    {
        const extent<1> ext(1);
        const index<1> idx(0);
        if(!ext.contains(idx))
            return runall_fail;
    }
    {
        extent<1> ext(1);
        const index<1> idx(0);
        if(!ext.contains(idx))
            return runall_fail;
    }
    return runall_pass;
}

int main(void)
{
    int cpu_result = test();
    int amp_result;
    GPU_INVOKE(int, amp_result, test());
    return cpu_result == runall_pass && amp_result == runall_pass ? runall_pass : runall_fail;
}
