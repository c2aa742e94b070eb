// Ported from amp-conformance/Tests/5_Data_Cont/5_3_c_d/AsynCopy/ArrayViewConstToArray/test.cpp
// Async copy Array view const to Array, for each configuration of the folder's test.conf
// (AsyncTestFlow.h); the test passes when every configuration does.
#include "AsyncTestFlow.h"

#define DEFINE_CONFIG(NAME, T, N, SRC, DEST) DEFINE_ASYNC_ARRAY_VIEW_CONST_TO_ARRAY(NAME, T, N)
ASYNC_CONFIGS(DEFINE_CONFIG)

int main(void)
{
    accelerator cpuDevice(accelerator_cpu_accelerator);
    accelerator gpuDevice = async_require_device();
    int result = runall_pass;
#define RUN_CONFIG(NAME, T, N, SRC, DEST) \
    REPORT_RESULT(result, AsyncCopyAndVerifyArrayViewConstToArray_##NAME(SRC, DEST));
    ASYNC_CONFIGS(RUN_CONFIG)
    return result;
}
