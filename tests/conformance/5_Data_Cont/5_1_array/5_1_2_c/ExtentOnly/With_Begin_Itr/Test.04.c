// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_2_c/ExtentOnly/With_Begin_Itr/Test.04/test.cpp
// Array(3D) constructed with only a begin iterator over a hash_set: the set
// is an array of the inserted values (its order is unspecified and the
// test does not depend on it), begin() and cbegin() its pointer, rbegin()
// and crbegin() a reversed copy (REVERSED, constructor.h); a kernel's copy
// of the array equals it (the begin-iterator test_feature_itr).
#include "5_Data_Cont/5_1_array/5_1_2_c/constructor.h"

#define DEFINE_TEST(NAME, T, D0, D1, D2) \
    DEFINE_TEST_FEATURE_ITR_3D(NAME##_itr, T) \
    static bool NAME(void) \
    { \
        int n = D0 * D1 * D2; \
        T *data = malloc(n * sizeof *data); \
        for (int i = 0; i < n; i++) \
            data[i] = (T)rand(); \
        T *rdata = REVERSED(T, data, n); \
        bool pass = NAME##_itr(D0, D1, D2, data) && NAME##_itr(D0, D1, D2, rdata) && \
            NAME##_itr(D0, D1, D2, data) && NAME##_itr(D0, D1, D2, rdata); \
        free(data); \
        free(rdata); \
        return pass; \
    }

DEFINE_REVERSED(int)
DEFINE_REVERSED(unsigned)
DEFINE_REVERSED(signed)
DEFINE_REVERSED(float)
DEFINE_REVERSED(double)
DEFINE_TEST(test_int_1_1_1, int, 1, 1, 1)
DEFINE_TEST(test_int_7_31_2, int, 7, 31, 2)
DEFINE_TEST(test_int_5_91_5, int, 5, 91, 5)
DEFINE_TEST(test_unsigned_31_19_1, unsigned, 31, 19, 1)
DEFINE_TEST(test_signed_91_5_5, signed, 91, 5, 5)
DEFINE_TEST(test_float_2_31_19, float, 2, 31, 19)
DEFINE_TEST(test_float_5_1_5, float, 5, 1, 5)
DEFINE_TEST(test_double_13_7_7, double, 13, 7, 7)

int main(void)
{
    int result = runall_pass;
    REPORT_RESULT(result, test_int_1_1_1());
    REPORT_RESULT(result, test_int_7_31_2());
    REPORT_RESULT(result, test_int_5_91_5());
    REPORT_RESULT(result, test_unsigned_31_19_1());
    REPORT_RESULT(result, test_signed_91_5_5());
    REPORT_RESULT(result, test_float_2_31_19());
    REPORT_RESULT(result, test_float_5_1_5());
    REPORT_RESULT(result, test_double_13_7_7());
    return result;
}
