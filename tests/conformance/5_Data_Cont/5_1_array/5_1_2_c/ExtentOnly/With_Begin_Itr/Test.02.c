// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_2_c/ExtentOnly/With_Begin_Itr/Test.02/test.cpp
// Array(1D) constructed with only a begin iterator over a vector: begin()
// and cbegin() are the data pointer, rbegin() and crbegin() a reversed
// copy of the data (REVERSED, constructor.h); the array holds D0 values
// and a kernel's copy of it equals it (the begin-iterator test_feature_itr).
#include "5_Data_Cont/5_1_array/5_1_2_c/constructor.h"

#define DEFINE_TEST(NAME, T, D0) \
    DEFINE_TEST_FEATURE_ITR_1D(NAME##_itr, T) \
    static bool NAME(void) \
    { \
        T *data = malloc(D0 * sizeof *data); \
        for (int i = 0; i < D0; i++) \
            data[i] = (T)rand(); \
        T *rdata = REVERSED(T, data, D0); \
        bool pass = NAME##_itr(D0, data) && NAME##_itr(D0, rdata) && \
            NAME##_itr(D0, data) && NAME##_itr(D0, rdata); \
        free(data); \
        free(rdata); \
        return pass; \
    }

typedef unsigned int unsigned_int;
DEFINE_REVERSED(int)
DEFINE_REVERSED(unsigned_int)
DEFINE_REVERSED(float)
DEFINE_REVERSED(double)
DEFINE_TEST(test_int_1, int, 1)
DEFINE_TEST(test_unsigned_int_91, unsigned_int, 91)
DEFINE_TEST(test_float_5, float, 5)
DEFINE_TEST(test_double_31, double, 31)

int main(void)
{
    int result = runall_pass;
    REPORT_RESULT(result, test_int_1());
    REPORT_RESULT(result, test_unsigned_int_91());
    REPORT_RESULT(result, test_float_5());
    REPORT_RESULT(result, test_double_31());
    return result;
}
