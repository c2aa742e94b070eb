// Ported from amp-conformance/Tests/3_device_Modeling/3_2_Accelerator/3_2_4_Constr/copy_ctor/test.cpp
// A copy of an accelerator is the same device, and its default view works.
// C++'s copy constructor `accelerator acc_copy(acc)` is C's initialisation
// `accelerator acc_copy = acc`.
#include "amptest.h"
#include "../../accelerator_common.h"

int main(void)
{
    int result = runall_pass;
    accelerator acc(accelerator_cpu_accelerator);
    accelerator acc_copy = acc;
    REPORT_RESULT(result, is_accelerator_equal(acc, acc_copy));
    REPORT_RESULT(result, is_accelerator_view_operable(acc_copy.default_view));
    return result;
}
