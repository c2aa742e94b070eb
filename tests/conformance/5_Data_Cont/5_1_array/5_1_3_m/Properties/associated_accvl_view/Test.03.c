// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_3_m/Properties/associated_accvl_view/Test.03/test.cpp
// array(e, gpu_av, cpu_av), a device view first and the CPU's second, is no
// staging array: its associated_accelerator_view is its accelerator_view.
// Rank 5, 3 per dimension. The original skips without GPU hardware; the
// device here is require_device() (accelerator_common.h), skipped when it
// is the host device as in Test.02.
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
        array<int, RANK> src(e1, gpu_av, cpu_av);
        if (src.associated_accelerator_view == src.accelerator_view)
            passed = runall_pass;
    }
    printf("%s\n", (passed == runall_pass) ? "Passed!" : "Failed!");
    return passed;
}
