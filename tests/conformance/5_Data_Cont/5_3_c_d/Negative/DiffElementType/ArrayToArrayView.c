// Ported from amp-conformance/Tests/5_Data_Cont/5_3_c_d/Negative/DiffElementType/ArrayToArrayView/test.cpp
// Copying between source and destination with different types (array to array view)
// (Expects error C2668 in C++ AMP: no copy overload matches.) std::vector is
// a C array; the original's
// accelerator(...).get_default_view() is a named accelerator's default_view.
#include "amptest.h"

int main(void)
{
    accelerator cpuAcc(accelerator_cpu_accelerator);
    accelerator_view cpuDevice = cpuAcc.default_view;

    array<float, 1> srcArray(10, cpuDevice);
    int stdCont[10] = {0};
    array_view<int, 1> destArrayView(10, stdCont);

    copy(srcArray, destArrayView); // expected-error {{the element types must match}}

    //We are here means test falied.
    return runall_fail;
}
