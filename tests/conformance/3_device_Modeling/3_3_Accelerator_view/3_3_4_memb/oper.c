// Ported from amp-conformance/Tests/3_device_Modeling/3_3_Accelerator_view/3_3_4_memb/oper/test.cpp
// Assignment, copy, == and != of accelerator_views, on the default device
// (Test::require_device(): accelerator_common.h) and on the host device
// (cpu_accelerator).
#include "amptest.h"
#include "../../accelerator_common.h"

int main(void)
{
    int result = runall_pass;
    accelerator acc = require_device();
    accelerator_view av = acc.default_view;
    accelerator_view av_assign = acc.create_view();
    accelerator_view av_copy = av;
    av_assign = av;
    REPORT_RESULT(result, av_assign == av_copy);
    REPORT_RESULT(result, is_accelerator_view_equal(av_assign, av_copy));
    REPORT_RESULT(result, run_simple_p_f_e(av_assign));

    accelerator acc_cpu(accelerator_cpu_accelerator);
    accelerator_view av_cpu = acc_cpu.default_view;
    accelerator_view av_assign_cpu = acc_cpu.create_view();
    av_assign_cpu = av_cpu;
    REPORT_RESULT(result, av_assign_cpu == acc_cpu.default_view);
    REPORT_RESULT(result, is_accelerator_view_equal(acc_cpu.default_view, av_assign_cpu));
    REPORT_RESULT(result, is_accelerator_view_operable(av_assign_cpu));
    REPORT_RESULT(result, (av_assign_cpu == acc_cpu.default_view) == true);
    REPORT_RESULT(result, (av_assign_cpu == av_copy) == false);
    REPORT_RESULT(result, (av_assign_cpu != av_copy) == true);
    REPORT_RESULT(result, (av_assign_cpu != acc_cpu.default_view) == false);
    return result;
}
