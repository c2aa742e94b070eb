// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_2_c/ExtentOnly/General/Test.01/test.cpp
// Create an array with different rank +ve dimension: test_array_rank<int, 1>
// and <int, 5> (constructor.h: R elements per dimension set to 1 by a
// kernel, the array's rank R).
#include "5_Data_Cont/5_1_array/5_1_2_c/constructor.h"

DEFINE_TEST_ARRAY_RANK(test_array_rank_int_1, int, 1)
DEFINE_TEST_ARRAY_RANK(test_array_rank_int_5, int, 5)

int main(void)
{
    int result = runall_pass;
    REPORT_RESULT(result, test_array_rank_int_1());
    REPORT_RESULT(result, test_array_rank_int_5());
    return result;
}
