// Ported from amp-conformance/Tests/3_device_Modeling/3_3_Accelerator_view/3_3_3_constr/copy_ctor/test.cpp
// A copy of the host device's default view equals it and works. C++'s copy
// constructor is C's initialisation.
#include "amptest.h"
#include "../../accelerator_common.h"

int main(void)
{
    int result = runall_pass;
    accelerator acc(accelerator_cpu_accelerator);
    const accelerator_view av_copy = acc.default_view;
    REPORT_RESULT(result, is_accelerator_view_equal(acc.default_view, av_copy));
    REPORT_RESULT(result, is_accelerator_view_operable(av_copy));
    return result;
}
