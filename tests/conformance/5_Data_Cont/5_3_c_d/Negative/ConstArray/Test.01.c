// Ported from amp-conformance/Tests/5_Data_Cont/5_3_c_d/Negative/ConstArray/Test.01/test.cpp
// Synchronous copy from an array to a const array
// (Expects error C2338 in C++ AMP: a const destination.)
#include "amptest.h"

int main(void)
{
    accelerator cpuDevice(accelerator_cpu_accelerator);

    array<int, 1> srcArray(10, cpuDevice.default_view);
    const array<int, 1> destArray(10);

    copy(srcArray, destArray); // expected-error {{the destination's elements are const}}

    // We are here means test passed.
    return 1;
}
