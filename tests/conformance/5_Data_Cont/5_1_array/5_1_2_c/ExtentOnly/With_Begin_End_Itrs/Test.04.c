// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_2_c/ExtentOnly/With_Begin_End_Itrs/Test.04/test.cpp
// Create array using 3D iterator specialized constructors - use set: the set
// (rand() values inserted until it holds D0 * D1 * D2) is an array of
// distinct values in ascending order, begin()/end() and cbegin()/cend() its
// pointer and one past its end, rbegin()/rend() and crbegin()/crend() those
// of a reversed copy (REVERSED, constructor.h); the bounded 3D
// test_feature_itr (constructor.h: src2 from the begin iterator only, as the
// original). signed is int. An iterator range is a pair of pointers in AMP C
// (docs/language.md).
#include "5_Data_Cont/5_1_array/5_1_2_c/constructor.h"

/* The next rand() value not among data[0..count): a set's insert loop. */
#define DEFINE_DISTINCT(T) \
    static T distinct_##T(const T *data, int count) \
    { \
        for (;;) { \
            T v = (T)rand(); \
            int i = 0; \
            while (i < count && data[i] != v) \
                i++; \
            if (i == count) \
                return v; \
        } \
    }
DEFINE_DISTINCT(int)
DEFINE_DISTINCT(unsigned)
DEFINE_DISTINCT(signed)
DEFINE_DISTINCT(float)
DEFINE_DISTINCT(double)

/* qsort's order for a std::set: ascending. */
#define DEFINE_ASCENDING(T) \
    static int ascending_##T(const void *a, const void *b) \
    { \
        T x = *(const T *)a, y = *(const T *)b; \
        return x < y ? -1 : x > y; \
    }
DEFINE_ASCENDING(int)
DEFINE_ASCENDING(unsigned)
DEFINE_ASCENDING(signed)
DEFINE_ASCENDING(float)
DEFINE_ASCENDING(double)

#define DEFINE_TEST(NAME, T, R, N, ...) \
    DEFINE_TEST_FEATURE_ITR_RANGE_3D(NAME##_itr, T, __VA_ARGS__) \
    static bool NAME(void) \
    { \
        int n = N; \
        T *data = malloc(n * sizeof *data); \
        for (int i = 0; i < n; i++) /* insert until n distinct values */ \
            data[i] = distinct_##T(data, i); \
        qsort(data, n, sizeof *data, ascending_##T); /* a set is ordered */ \
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
DEFINE_TEST(test_int_1_1_1, int, 3, 1*1*1, 1, 1, 1)
DEFINE_TEST(test_int_7_31_2, int, 3, 7*31*2, 7, 31, 2)
DEFINE_TEST(test_unsigned_5_91_5, unsigned, 3, 5*91*5, 5, 91, 5)
DEFINE_TEST(test_unsigned_31_19_1, unsigned, 3, 31*19*1, 31, 19, 1)
DEFINE_TEST(test_signed_91_5_5, signed, 3, 91*5*5, 91, 5, 5)
DEFINE_TEST(test_float_2_31_19, float, 3, 2*31*19, 2, 31, 19)
DEFINE_TEST(test_float_5_1_5, float, 3, 5*1*5, 5, 1, 5)
DEFINE_TEST(test_double_13_7_7, double, 3, 13*7*7, 13, 7, 7)

int main(void)
{
    int result = runall_pass;
    REPORT_RESULT(result, test_int_1_1_1());
    REPORT_RESULT(result, test_int_7_31_2());
    REPORT_RESULT(result, test_unsigned_5_91_5());
    REPORT_RESULT(result, test_unsigned_31_19_1());
    REPORT_RESULT(result, test_signed_91_5_5());
    REPORT_RESULT(result, test_float_2_31_19());
    REPORT_RESULT(result, test_float_5_1_5());
    REPORT_RESULT(result, test_double_13_7_7());
    return result;
}
