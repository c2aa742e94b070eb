// Ported from amp-conformance/Tests/3_device_Modeling/3_2_Accelerator/3_2_5_members/assign/test.cpp
// Assignment of accelerators (chained), then kernels on each one's default
// view.
#include "amptest.h"
#include "../../accelerator_common.h"

int main(void)
{
    int result = runall_pass;
    accelerator acc_ref = require_device();
    accelerator acc1(accelerator_cpu_accelerator);
    accelerator acc2(accelerator_cpu_accelerator);
    accelerator acc3(accelerator_cpu_accelerator);
    acc1 = acc2 = acc3 = acc_ref;
    REPORT_RESULT(result, acc1 == acc_ref);
    REPORT_RESULT(result, acc2 == acc_ref);
    REPORT_RESULT(result, acc3 == acc_ref);
    REPORT_RESULT(result, run_simple_p_f_e(acc1.default_view));
    REPORT_RESULT(result, run_simple_p_f_e(acc2.default_view));
    REPORT_RESULT(result, run_simple_p_f_e(acc3.default_view));
    accelerator acc_copy = acc_ref;
    REPORT_RESULT(result, acc_copy == acc1);
    return result;
}
