// Ported from amp-conformance/Tests/5_Data_Cont/5_3_c_d/Continuation/Then/ArrayToArray/test.cpp
// Async copy Array to Array, checked in a continuation, for each configuration of the folder's
// test.conf (ContinuationTestFlow.h); the test passes when every one does.
#include "ContinuationTestFlow.h"

#define DEFINE_CONFIG(NAME, T, N, SRC, DEST) DEFINE_CONT_ARRAY_TO_ARRAY(NAME, T, N)
ASYNC_CONFIGS(DEFINE_CONFIG)

int main(void)
{
    accelerator cpuDevice(accelerator_cpu_accelerator);
    accelerator gpuDevice = async_require_device();
    int result = runall_pass;
#define RUN_CONFIG(NAME, T, N, SRC, DEST) \
    REPORT_RESULT(result, AsyncCopyAndVerifyArrayToArray_##NAME(SRC, DEST));
    ASYNC_CONFIGS(RUN_CONFIG)
    return result;
}
