// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_2_c/ExtentOnly/With_Begin_End_Itrs/Test.03/test.cpp
// Create array using 2D iterator specialized constructors - use list: the
// list (values pushed to the back) is an array, begin()/end() and
// cbegin()/cend() its pointer and one past its end, rbegin()/rend() and
// crbegin()/crend() those of a reversed copy (REVERSED, constructor.h); the
// bounded 2D test_feature_itr (constructor.h: src2 from the begin iterator
// only, as the original). signed is int. An iterator range is a pair of
// pointers in AMP C (docs/language.md).
#include "5_Data_Cont/5_1_array/5_1_2_c/constructor.h"

#define DEFINE_TEST(NAME, T, R, N, ...) \
    DEFINE_TEST_FEATURE_ITR_RANGE_2D(NAME##_itr, T, __VA_ARGS__) \
    static bool NAME(void) \
    { \
        int n = N; \
        T *data = malloc(n * sizeof *data); \
        for (int i = 0; i < n; i++) \
            data[i] = (T)rand(); \
        T *rdata = REVERSED(T, data, n); \
        bool pass = NAME##_itr(data, data + n) && \
            NAME##_itr(data, data + n) && \
            NAME##_itr(rdata, rdata + n) && \
            NAME##_itr(rdata, rdata + n); \
        free(data); \
        free(rdata); \
        return pass; \
    }

DEFINE_REVERSED(int)
DEFINE_REVERSED(unsigned)
DEFINE_REVERSED(signed)
DEFINE_REVERSED(float)
DEFINE_REVERSED(double)
DEFINE_TEST(test_int_1_1, int, 2, 1*1, 1, 1)
DEFINE_TEST(test_int_7_31, int, 2, 7*31, 7, 31)
DEFINE_TEST(test_unsigned_91_5, unsigned, 2, 91*5, 91, 5)
DEFINE_TEST(test_unsigned_31_19, unsigned, 2, 31*19, 31, 19)
DEFINE_TEST(test_signed_91_5, signed, 2, 91*5, 91, 5)
DEFINE_TEST(test_float_31_19, float, 2, 31*19, 31, 19)
DEFINE_TEST(test_float_5_1, float, 2, 5*1, 5, 1)
DEFINE_TEST(test_double_13_7, double, 2, 13*7, 13, 7)

int main(void)
{
    int result = runall_pass;
    REPORT_RESULT(result, test_int_1_1());
    REPORT_RESULT(result, test_int_7_31());
    REPORT_RESULT(result, test_unsigned_91_5());
    REPORT_RESULT(result, test_unsigned_31_19());
    REPORT_RESULT(result, test_signed_91_5());
    REPORT_RESULT(result, test_float_31_19());
    REPORT_RESULT(result, test_float_5_1());
    REPORT_RESULT(result, test_double_13_7());
    return result;
}
