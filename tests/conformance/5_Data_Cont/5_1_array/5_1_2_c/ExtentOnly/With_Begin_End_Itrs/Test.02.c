// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_2_c/ExtentOnly/With_Begin_End_Itrs/Test.02/test.cpp
// Create array using 1D iterator specialized constructors - uses deque: the
// deque is an array, begin()/end() and cbegin()/cend() its pointer and one
// past its end, rbegin()/rend() and crbegin()/crend() those of a reversed
// copy (REVERSED, constructor.h); the bounded 1D test_feature_itr
// (constructor.h: src2 from the begin iterator only, as the original). An
// iterator range is a pair of pointers in AMP C (docs/language.md).
#include "5_Data_Cont/5_1_array/5_1_2_c/constructor.h"

#define DEFINE_TEST(NAME, T, R, N, ...) \
    DEFINE_TEST_FEATURE_ITR_RANGE_1D(NAME##_itr, T, __VA_ARGS__) \
    static bool NAME(void) \
    { \
        int n = N; \
        T *data = malloc(n * sizeof *data); \
        for (int i = 0; i < n; i++) \
            data[i] = (T)rand(); \
        T *rdata = REVERSED(T, data, n); \
        bool pass = NAME##_itr(data, data + n) && \
            NAME##_itr(rdata, rdata + n) && \
            NAME##_itr(data, data + n) && \
            NAME##_itr(rdata, rdata + n); \
        free(data); \
        free(rdata); \
        return pass; \
    }

DEFINE_REVERSED(int)
DEFINE_REVERSED(unsigned)
DEFINE_REVERSED(float)
DEFINE_REVERSED(double)
DEFINE_TEST(test_int_1, int, 1, 1, 1)
DEFINE_TEST(test_unsigned_91, unsigned, 1, 91, 91)
DEFINE_TEST(test_float_5, float, 1, 5, 5)
DEFINE_TEST(test_double_31, double, 1, 31, 31)

int main(void)
{
    int result = runall_pass;
    REPORT_RESULT(result, test_int_1());
    REPORT_RESULT(result, test_unsigned_91());
    REPORT_RESULT(result, test_float_5());
    REPORT_RESULT(result, test_double_31());
    return result;
}
