// Ported from amp-conformance/Tests/3_device_Modeling/3_2_Accelerator/3_2_5_members/logic_op/test.cpp
// == and != of accelerators. C has no temporaries of a constructor call:
// accelerator(accelerator::cpu_accelerator) in a comparison is a variable
// made the same way.
#include "amptest.h"
#include "../../accelerator_common.h"

int main(void)
{
    int result = runall_pass;
    accelerator acc_def = require_device();
    accelerator acc(accelerator_cpu_accelerator);
    accelerator cpu(accelerator_cpu_accelerator);
    REPORT_RESULT(result, (acc == cpu) == true);
    REPORT_RESULT(result, (acc != cpu) == false);
    acc = acc_def;
    REPORT_RESULT(result, (acc == acc_def) == true);
    REPORT_RESULT(result, (acc != acc_def) == false);
    return result;
}
