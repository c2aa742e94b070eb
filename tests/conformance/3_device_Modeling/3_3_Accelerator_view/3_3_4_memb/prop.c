// Ported from amp-conformance/Tests/3_device_Modeling/3_3_Accelerator_view/3_3_4_memb/prop/test.cpp
// Every device's default view belongs to it. The view's get_is_debug and
// get_version are its accelerator's in AMP C (AMP C has no debug devices),
// so they are compared through av.accelerator.
#include "amptest.h"

static bool test_accelerator_view(accelerator_view av, accelerator acc)
{
    return av.accelerator == acc && av.accelerator.version == acc.version;
}

int main(void)
{
    int result = runall_pass;
    accelerator accs[64];
    int n = accelerator_get_all(accs, 64);
    for (int i = 0; i < n && i < 64; i++) {
        fprintf(stderr, "For device : %s\n", accs[i].description);
        REPORT_RESULT(result, test_accelerator_view(accs[i].default_view, accs[i]));
    }
    return result;
}
