// Ported from amp-conformance/Tests/5_Data_Cont/5_3_c_d/Negative/ConstArrayView/test.cpp
// Copy to a const array view
// (Expects error C2668 in C++ AMP: no copy to array_view<const int, 1>.)
#include "amptest.h"

int main(void)
{
    accelerator cpuDevice(accelerator_cpu_accelerator);

    array<int, 1> srcArray(10, cpuDevice.default_view);

    array<int, 1> dataArray(10, cpuDevice.default_view);
    array_view<const int, 1> destArrayView(dataArray);

    copy(srcArray, destArrayView); // expected-error {{the destination's elements are const}}

    //We are here means test paased.
    return 1;
}
