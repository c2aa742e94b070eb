// Ported from amp-conformance/Tests/5_Data_Cont/5_3_c_d/Misc/UserDefinedType/ArrayViewToArrayView/CpuGpu/test.cpp
// Copy involving userdefined type (TestMethod.h)
#include "../TestMethod.h"

int main(void)
{
    accelerator cpuDevice(accelerator_cpu_accelerator);
    accelerator gpuDevice = require_device();

    if(!CopyBetweenArrayViewAndArrayView(cpuDevice, gpuDevice)) { return runall_fail; }

    //We are here means test paased.
    return 0;
}
