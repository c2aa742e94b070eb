// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_3_m/Properties/associated_accvl_view/Test.01/test.cpp
// An array made with the same view twice, array(e, av, av), has that view as
// its associated_accelerator_view: on every device accelerator::get_all
// lists, with the default view and with an immediate view (a const array).
// Rank 5, 3 per dimension, float.
#include "amptest.h"

#define RANK 5

static bool test_feature(void)
{
    accelerator devices[64];
    int n = accelerator_get_all(devices, 64);
    int edata[RANK];
    for (int i = 0; i < RANK; i++)
        edata[i] = 3;
    const extent<RANK> e1(edata);

    printf("Found %d devices\n", n);
    for (int i = 0; i < n && i < 64; i++) {
        accelerator device = devices[i];
        { // non-const accelerator_view verification
            accelerator_view av = device.default_view;
            array<float, RANK> src(e1, av, av);
            if (src.associated_accelerator_view != src.accelerator_view)
                return false;
        }
        { // const accelerator_view verification + immediate mode
            accelerator_view av = device.create_view(queuing_mode_immediate);
            const array<float, RANK> src(e1, av, av);
            if (src.associated_accelerator_view != src.accelerator_view)
                return false;
        }
        printf("Finished with device %d\n", i);
    }
    return true;
}

int main(void)
{
    int passed = test_feature() ? runall_pass : runall_fail;
    printf("%s\n", (passed == runall_pass) ? "Passed!" : "Failed!");
    return passed;
}
