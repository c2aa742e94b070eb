// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_2_c/ExtentOnly/With_Begin_End_Itrs/Test.05/test.cpp
// Array(extent based) constructed with bounded iterators over a forward_list
// (values pushed to the front: the list is the array of the values in the
// reverse order of insertion); begin()/end() and cbegin()/cend() its
// pointer and one past its end; extent (1, 2, ..., R). test.conf runs it for
// AMPTEST_T int, unsigned int, float and double: all four are here. An
// iterator range is a pair of pointers in AMP C (docs/language.md).
#include "5_Data_Cont/5_1_array/5_1_2_c/constructor.h"

#define DEFINE_TEST(NAME, T, R) \
    DEFINE_TEST_FEATURE_ITR_RANGE_EXTENT(NAME##_itr, T, R) \
    static bool NAME(void) \
    { \
        int edata[R]; \
        for (int i = 0; i < R; i++) \
            edata[i] = i + 1; \
        extent<R> e1(edata); \
        int n = e1.size(); \
        T *data = malloc(n * sizeof *data); \
        for (int i = n - 1; i >= 0; i--) /* push_front */ \
            data[i] = (T)rand(); \
        bool pass = NAME##_itr(e1, data, data + n) && \
            NAME##_itr(e1, data, data + n); \
        free(data); \
        return pass; \
    }

DEFINE_TEST(test_int_1, int, 1)
DEFINE_TEST(test_int_2, int, 2)
DEFINE_TEST(test_int_3, int, 3)
DEFINE_TEST(test_int_5, int, 5)
DEFINE_TEST(test_unsigned_1, unsigned, 1)
DEFINE_TEST(test_unsigned_2, unsigned, 2)
DEFINE_TEST(test_unsigned_3, unsigned, 3)
DEFINE_TEST(test_unsigned_5, unsigned, 5)
DEFINE_TEST(test_float_1, float, 1)
DEFINE_TEST(test_float_2, float, 2)
DEFINE_TEST(test_float_3, float, 3)
DEFINE_TEST(test_float_5, float, 5)
DEFINE_TEST(test_double_1, double, 1)
DEFINE_TEST(test_double_2, double, 2)
DEFINE_TEST(test_double_3, double, 3)
DEFINE_TEST(test_double_5, double, 5)

int main(void)
{
    int result = runall_pass;
    REPORT_RESULT(result, test_int_1());
    REPORT_RESULT(result, test_int_2());
    REPORT_RESULT(result, test_int_3());
    REPORT_RESULT(result, test_int_5());
    REPORT_RESULT(result, test_unsigned_1());
    REPORT_RESULT(result, test_unsigned_2());
    REPORT_RESULT(result, test_unsigned_3());
    REPORT_RESULT(result, test_unsigned_5());
    REPORT_RESULT(result, test_float_1());
    REPORT_RESULT(result, test_float_2());
    REPORT_RESULT(result, test_float_3());
    REPORT_RESULT(result, test_float_5());
    REPORT_RESULT(result, test_double_1());
    REPORT_RESULT(result, test_double_2());
    REPORT_RESULT(result, test_double_3());
    REPORT_RESULT(result, test_double_5());
    return result;
}
