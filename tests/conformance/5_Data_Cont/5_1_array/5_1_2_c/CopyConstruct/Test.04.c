// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_2_c/CopyConstruct/Test.04/test.cpp
// Verifies that the copy constructor will copy pending writes to data
// (array<float> is array<float, 1>; require_device() is accelerator_common.h's
// and get_default_view() is .default_view; the vector src_v is a host array;
// VerifyDataOnCpu(av, src_v) is VerifyDataOnCpu_vec_float_1 (amptest.h);
// `av = array_view<float>(dest2)` assigns a view value, as the original does)
#include "amptest.h"
#include "../../../../3_device_Modeling/accelerator_common.h"

DEFINE_VERIFY_VIEW_VECTOR(float, 1)

int main(void)
{
    int result = runall_pass;

    accelerator device = require_device();
    accelerator_view acc_view = device.default_view;

    int size = 20;
    float src_v[20];
    Fill_float(src_v, size);

    array<float, 1> src_arr(size, src_v, acc_view);

    // create a new array and copy data
    array<float, 1> dest1(size, acc_view);
    src_arr.copy_to(dest1);

    // now copy construct from the new copy of the data
    array<float, 1> dest2(dest1);

    array_view<float, 1> av(dest1);
    fprintf(stderr, "Verifying original array\n");
    REPORT_RESULT(result, VerifyDataOnCpu_vec_float_1(av, src_v, size));

    av = array_view<float, 1>(dest2);
    fprintf(stderr, "Now verifying copy constructed array\n");
    REPORT_RESULT(result, VerifyDataOnCpu_vec_float_1(av, src_v, size));

    return result;
}
