// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_3_m/Properties/accl_view/Negative/Test.02/test.cpp
// Verify array associated_accelerator_view property is copied by value:
// assigning to it is an error (C2774: the property has no put method).
// The template test_feature<float, 5> is written out.
#include "amptest.h"

static bool test_feature(void)
{
    int edata[5];
    for (int i = 0; i < 5; i++)
        edata[i] = 3;
    const extent<5> e1(edata);
    accelerator device;
    accelerator_view av = device.create_view(queuing_mode_immediate);
    array<float, 5> src(e1, av);
    src.associated_accelerator_view = device.default_view; // expected-error {{cannot apply '=' to '.associated_accelerator_view' of 'array<float, 5>': it is read-only}}
    return false;
}

int main(void)
{
    int passed = test_feature() ? runall_pass : runall_fail;
    printf("%s\n", (passed == runall_pass) ? "Passed!" : "Failed!");
    return passed;
}
