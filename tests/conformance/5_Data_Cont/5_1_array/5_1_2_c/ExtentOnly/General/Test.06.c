// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_2_c/ExtentOnly/General/Test.06/test.cpp
// Construct array using 1-D specialized array constructor: array<T, 1>(D0)
// has D0 elements (test_array_1d of constructor.h) for six element types.
#include "5_Data_Cont/5_1_array/5_1_2_c/constructor.h"

DEFINE_TEST_ARRAY_1D(test_int, int, 5)
DEFINE_TEST_ARRAY_1D(test_unsigned, unsigned, 111)
DEFINE_TEST_ARRAY_1D(test_long, long, 13)
DEFINE_TEST_ARRAY_1D(test_unsigned_long, unsigned long, 117)
DEFINE_TEST_ARRAY_1D(test_float, float, 111)
DEFINE_TEST_ARRAY_1D(test_double, double, 131)

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
