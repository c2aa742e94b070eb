// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_2_c/ExtentOnly/General/Test.07/test.cpp
// Construct array using 2-D specialized array constructor: array<T, 2>(D0,
// D1) has D0 * D1 elements (test_array_2d of constructor.h).
#include "5_Data_Cont/5_1_array/5_1_2_c/constructor.h"

DEFINE_TEST_ARRAY_2D(test_int, int, 5, 113)
DEFINE_TEST_ARRAY_2D(test_unsigned, unsigned, 111, 223)
DEFINE_TEST_ARRAY_2D(test_long, long, 13, 331)
DEFINE_TEST_ARRAY_2D(test_unsigned_long, unsigned long, 223, 331)
DEFINE_TEST_ARRAY_2D(test_float, float, 223, 111)
DEFINE_TEST_ARRAY_2D(test_double, double, 111, 131)

int main(void)
{
    int result = runall_pass;
    REPORT_RESULT(result, test_int());
    REPORT_RESULT(result, test_unsigned());
    REPORT_RESULT(result, test_long());
    REPORT_RESULT(result, test_unsigned_long());
    REPORT_RESULT(result, test_float());
    REPORT_RESULT(result, test_double());
    return result;
}
