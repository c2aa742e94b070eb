// Ported from amp-conformance/Tests/3_device_Modeling/3_3_Accelerator_view/3_3_2_Queue_mode/test.cpp
// On every device accelerator::get_all lists: the default view is in
// automatic queuing mode, create_view(mode) gives a view in that mode.
#include "amptest.h"

int main(void)
{
    int result = runall_pass;
    accelerator accs[64];
    int n = accelerator_get_all(accs, 64);
    for (int i = 0; i < n && i < 64; i++) {
        accelerator acc = accs[i];
        fprintf(stderr, "For device : %s\n", acc.description);
        REPORT_RESULT(result, acc.default_view.queuing_mode == queuing_mode_automatic);
        REPORT_RESULT(result, acc.default_view.queuing_mode != queuing_mode_immediate);
        accelerator_view av_imm = acc.create_view(queuing_mode_immediate);
        REPORT_RESULT(result, av_imm.queuing_mode == queuing_mode_immediate);
        REPORT_RESULT(result, av_imm.queuing_mode != queuing_mode_automatic);
        accelerator_view av_auto = acc.create_view(queuing_mode_automatic);
        REPORT_RESULT(result, av_auto.queuing_mode == queuing_mode_automatic);
        REPORT_RESULT(result, av_auto.queuing_mode != queuing_mode_immediate);
    }
    return result;
}
