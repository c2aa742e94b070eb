// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_2_c/ExtentOnly/With_Begin_End_Itrs/Test.08/test.cpp
// Array(2D) constructed with bounded iterators over an unordered_multiset:
// the multiset (rand() values inserted until it holds D0 * D1) is an array of
// the values (its order is unspecified and the test does not depend on it),
// begin()/end() and cbegin()/cend() its pointer and one past its end; the
// bounded 2D test_feature_itr (constructor.h: src2 from the begin iterator
// only, as the original). An iterator range is a pair of pointers in AMP C
// (docs/language.md).
#include "5_Data_Cont/5_1_array/5_1_2_c/constructor.h"

#define DEFINE_TEST(NAME, T, R, N, ...) \
    DEFINE_TEST_FEATURE_ITR_RANGE_2D(NAME##_itr, T, __VA_ARGS__) \
    static bool NAME(void) \
    { \
        int n = N; \
        T *data = malloc(n * sizeof *data); \
        for (int i = 0; i < n; i++) \
            data[i] = (T)rand(); \
        bool pass = NAME##_itr(data, data + n) && \
            NAME##_itr(data, data + n); \
        free(data); \
        return pass; \
    }

DEFINE_TEST(test_int_1_1, int, 2, 1*1, 1, 1)

int main(void)
{
    int result = runall_pass;
    REPORT_RESULT(result, test_int_1_1());
    return result;
}
