// Ported from amp-conformance/Tests/5_Data_Cont/5_3_c_d/Negative/DiffRank/ArrayToArrayView/test.cpp
// Copying between source and destination with different rank (array to array view)
// (Expects error C2668 in C++ AMP: no copy overload matches.) std::vector is
// a C array.
#include "amptest.h"

int main(void)
{
    accelerator cpuDevice(accelerator_cpu_accelerator);

    array<int, 2> srcArray(10, 10, cpuDevice.default_view);
    int stdCont[10] = {0};
    array_view<int, 1> destArrayView(10, stdCont);

    copy(srcArray, destArrayView); // expected-error {{the ranks must match}}

    //We are here means test falied.
    return runall_fail;
}
