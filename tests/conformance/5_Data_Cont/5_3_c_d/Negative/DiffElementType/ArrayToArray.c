// Ported from amp-conformance/Tests/5_Data_Cont/5_3_c_d/Negative/DiffElementType/ArrayToArray/test.cpp
// Copying between source and destination with different types (Array to Array)
// (Expects error C2668 in C++ AMP: no copy overload matches.) std::vector is
// a C array; the original's
// accelerator(...).get_default_view() is a named accelerator's default_view.
#include "amptest.h"

int main(void)
{
    accelerator cpuAcc(accelerator_cpu_accelerator);
    accelerator_view cpuDevice = cpuAcc.default_view;

    array<float, 1> srcArray(10, cpuDevice);
    array<int, 1> destArray(10, cpuDevice);

    copy(srcArray, destArray); // expected-error {{the element types must match}}

    //We are here means test falied.
    return runall_fail;
}
