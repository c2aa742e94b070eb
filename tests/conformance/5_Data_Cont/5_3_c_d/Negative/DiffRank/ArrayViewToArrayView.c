// Ported from amp-conformance/Tests/5_Data_Cont/5_3_c_d/Negative/DiffRank/ArrayViewToArrayView/test.cpp
// Copying between source and destination with different rank (array view to array view)
// (Expects error C2668 in C++ AMP: no copy overload matches.) std::vector is
// a C array.
#include "amptest.h"

int main(void)
{
    accelerator cpuDevice(accelerator_cpu_accelerator);

    int stdContSrc[10] = {0};
    array_view<int, 1> srcArrayView(10, stdContSrc);
    int stdContDest[100] = {0};
    array_view<int, 2> destArrayView(10, 10, stdContDest);

    copy(srcArrayView, destArrayView); // expected-error {{the ranks must match}}

    //We are here means test falied.
    return runall_fail;
}
