// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_2_c/ExtentOnly/With_Begin_Itr/Test.03/test.cpp
// Array(2D) constructed with only a begin iterator over a list: the list is
// an array in the list's order, begin() its pointer, rbegin() a reversed
// copy (REVERSED, constructor.h); the array holds D0 * D1 values and a
// kernel's copy of it equals it (the begin-iterator test_feature_itr).
#include "5_Data_Cont/5_1_array/5_1_2_c/constructor.h"

#define DEFINE_TEST(NAME, T, D0, D1) \
    DEFINE_TEST_FEATURE_ITR_2D(NAME##_itr, T) \
    static bool NAME(void) \
    { \
        T *data = malloc(D0 * D1 * sizeof *data); \
        for (int i = 0; i < D0 * D1; i++) \
            data[i] = (T)rand(); \
        T *rdata = REVERSED(T, data, D0 * D1); \
        bool pass = NAME##_itr(D0, D1, data) && NAME##_itr(D0, D1, rdata); \
        free(data); \
        free(rdata); \
        return pass; \
    }

DEFINE_REVERSED(int)
DEFINE_REVERSED(unsigned)
DEFINE_REVERSED(signed)
DEFINE_REVERSED(float)
DEFINE_REVERSED(double)
DEFINE_TEST(test_int_1_1, int, 1, 1)
DEFINE_TEST(test_int_7_31, int, 7, 31)
DEFINE_TEST(test_int_91_5, int, 91, 5)
DEFINE_TEST(test_unsigned_31_19, unsigned, 31, 19)
DEFINE_TEST(test_signed_91_5, signed, 91, 5)
DEFINE_TEST(test_float_31_19, float, 31, 19)
DEFINE_TEST(test_float_5_1, float, 5, 1)
DEFINE_TEST(test_double_13_7, double, 13, 7)

int main(void)
{
    int result = runall_pass;
    REPORT_RESULT(result, test_int_1_1());
    REPORT_RESULT(result, test_int_7_31());
    REPORT_RESULT(result, test_int_91_5());
    REPORT_RESULT(result, test_unsigned_31_19());
    REPORT_RESULT(result, test_signed_91_5());
    REPORT_RESULT(result, test_float_31_19());
    REPORT_RESULT(result, test_float_5_1());
    REPORT_RESULT(result, test_double_13_7());
    return result;
}
