// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_2_c/ExtentOnly/General/Test.02/test.cpp
// Create an array of each supported element type (test_array_type<T> of
// constructor.h: ranks 1, 2 and 5 over {1, 2, 3, 4, 5}, every element set
// to 1 by a kernel); double only where the default device supports it.
#include "5_Data_Cont/5_1_array/5_1_2_c/constructor.h"

DEFINE_TEST_ARRAY_TYPE(test_int, int)
DEFINE_TEST_ARRAY_TYPE(test_unsigned, unsigned)
DEFINE_TEST_ARRAY_TYPE(test_unsigned_int, unsigned int)
DEFINE_TEST_ARRAY_TYPE(test_long, long)
DEFINE_TEST_ARRAY_TYPE(test_unsigned_long, unsigned long)
DEFINE_TEST_ARRAY_TYPE(test_float, float)
DEFINE_TEST_ARRAY_TYPE(test_double, double)

int main(void)
{
    int result = runall_pass;
    REPORT_RESULT(result, test_int());
    REPORT_RESULT(result, test_unsigned());
    REPORT_RESULT(result, test_unsigned_int());
    REPORT_RESULT(result, test_long());
    REPORT_RESULT(result, test_unsigned_long());
    REPORT_RESULT(result, test_float());
    accelerator device;
    if (device.supports_double_precision)
        REPORT_RESULT(result, test_double());
    return result;
}
