// Ported from amp-conformance/Tests/5_Data_Cont/5_3_c_d/Negative/ConstArray/Test.03/test.cpp
// Synchronous copy from an array_view to a const array
// The original's temporary array behind srcView is a named array here.
// (Expects error C2338 in C++ AMP: a const destination.)
#include "amptest.h"

int main(void)
{
    accelerator cpuDevice(accelerator_cpu_accelerator);
    array<int, 1> srcData(10, cpuDevice.default_view);
    array_view<int, 1> srcView(srcData);
    const array<int, 1> destArray(10);

    copy(srcView, destArray); // expected-error {{the destination's elements are const}}

    // We are here means test passed.
    return 1;
}
