// Ported from amp-conformance/Tests/3_device_Modeling/3_2_Accelerator/3_2_5_members/create_view/test.cpp
// create_view() makes a new view (not the default one) in automatic
// queuing mode, create_view(mode) one in that mode; each works.
#include "amptest.h"
#include "../../accelerator_common.h"

int main(void)
{
    int result = runall_pass;
    accelerator acc = require_device();
    accelerator_view av = acc.create_view();
    REPORT_RESULT(result, (av != acc.default_view) == true);
    REPORT_RESULT(result, av.queuing_mode == queuing_mode_automatic);
    REPORT_RESULT(result, is_accelerator_view_operable(av));
    av = acc.create_view(queuing_mode_immediate);
    REPORT_RESULT(result, av.queuing_mode == queuing_mode_immediate);
    REPORT_RESULT(result, is_accelerator_view_operable(av));
    av = acc.create_view(queuing_mode_automatic);
    REPORT_RESULT(result, av.queuing_mode == queuing_mode_automatic);
    REPORT_RESULT(result, is_accelerator_view_operable(av));
    return result;
}
