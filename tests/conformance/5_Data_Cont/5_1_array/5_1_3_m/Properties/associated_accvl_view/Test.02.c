// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_3_m/Properties/associated_accvl_view/Test.02/test.cpp
// A staging array, array(e, cpu_av, gpu_av), has the device's view as its
// associated_accelerator_view, not its accelerator_view (the CPU's). Rank 5,
// 3 per dimension. The original skips without GPU hardware; the device here
// is require_device() (accelerator_common.h), the default device's view
// when only the host device exists: then both views are the host's and the
// check cannot tell them apart, so the port skips then as the original does.
#include "amptest.h"
#include "3_device_Modeling/accelerator_common.h"

#define RANK 5

int main(void)
{
    accelerator gpu = require_device();
    accelerator cpu(accelerator_cpu_accelerator);
    if (gpu == cpu)
        return runall_skip;

    int edata[RANK];
    for (int i = 0; i < RANK; i++)
        edata[i] = 3;
    extent<RANK> e1(edata);

    int passed = runall_fail;
    {
        accelerator_view gpu_av = gpu.create_view(queuing_mode_immediate);
        accelerator_view cpu_av = cpu.create_view(queuing_mode_immediate);
        array<int, RANK> src(e1, cpu_av, gpu_av);
        if (src.associated_accelerator_view != src.accelerator_view)
            passed = runall_pass;
    }
    printf("%s\n", (passed == runall_pass) ? "Passed!" : "Failed!");
    return passed;
}
