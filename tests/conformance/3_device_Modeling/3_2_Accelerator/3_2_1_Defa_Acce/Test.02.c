// Ported from amp-conformance/Tests/3_device_Modeling/3_2_Accelerator/3_2_1_Defa_Acce/Test.02/test.cpp
// The default accelerator, accelerator(accelerator::default_accelerator)
// and accelerator(L"default") are the same device, and their default views
// work. accelerator::default_accelerator is accelerator_default_accelerator;
// the wide string L"default" is the string "default".
#include "amptest.h"
#include "../../accelerator_common.h"

int main(void)
{
    int result = runall_pass;
    accelerator acc;
    accelerator acc_expected(accelerator_default_accelerator);
    const char literal_string[256] = "default";
    accelerator acc_literal_string(literal_string);
    REPORT_RESULT(result, is_accelerator_equal(acc, acc_expected));
    REPORT_RESULT(result, is_accelerator_view_operable(acc.default_view));
    REPORT_RESULT(result, is_accelerator_equal(acc, acc_literal_string));
    REPORT_RESULT(result, is_accelerator_view_operable(acc_literal_string.default_view));
    return result;
}
