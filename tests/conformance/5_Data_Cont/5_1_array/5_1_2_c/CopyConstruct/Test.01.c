// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_2_c/CopyConstruct/Test.01/test.cpp
// An array copy-constructed from another, array dst(src), holds the same
// data (test_array_copy_constructor of constructor.h: extent of 3 in each
// dimension, random values, VerifyDataOnCpu of views of the two arrays), at ranks
// 1, 2, 5 of int and float. The template is written out per instantiation
// (DEFINE_TEST).
#include "5_Data_Cont/5_1_array/5_1_2_c/constructor.h"

#define DEFINE_TEST(NAME, T, R) \
    DEFINE_VERIFY_DATA_ON_CPU(T, R) \
    static bool NAME(void) \
    { \
        bool result = true; \
        int edata[R]; \
        for (int i = 0; i < R; i++) \
            edata[i] = 3; \
        extent<R> e1(edata); \
        int n = e1.size(); \
        T *data = malloc(n * sizeof *data); \
        for (int i = 0; i < n; i++) \
            data[i] = (T)rand(); \
        array<T, R> src(e1, data); \
        /* Verify non-const creation */ \
        { \
            array<T, R> dst(src); \
            array_view<const T, R> src_view(src), dst_view(dst); \
            result &= VerifyDataOnCpu_##T##_##R(src_view, dst_view); \
        } \
        free(data); \
        return result; \
    }

DEFINE_TEST(test_int_1, int, 1)
DEFINE_TEST(test_int_2, int, 2)
DEFINE_TEST(test_int_5, int, 5)
DEFINE_TEST(test_float_1, float, 1)
DEFINE_TEST(test_float_2, float, 2)
DEFINE_TEST(test_float_5, float, 5)

int main(void)
{
    int result = runall_pass;
    REPORT_RESULT(result, test_int_1());
    REPORT_RESULT(result, test_int_2());
    REPORT_RESULT(result, test_int_5());
    REPORT_RESULT(result, test_float_1());
    REPORT_RESULT(result, test_float_2());
    REPORT_RESULT(result, test_float_5());
    return result;
}
