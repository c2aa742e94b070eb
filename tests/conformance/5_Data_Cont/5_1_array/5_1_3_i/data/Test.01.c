// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_3_i/data/Test.01/test.cpp
// array operator[] and operator() with an index in a kernel, on arrays of
// extent (1, 2, ..., R) made from a begin iterator over a vector (an array
// here, the iterator its pointer): dst takes src's values and src is
// zeroed, then back again, then dst1 = 2 * c_src and dst2 = 4 * c_src,
// each checked on the CPU against the data. Ranks 1, 2, 3, 5 of int,
// float, double, unsigned int. The function templates are written out per
// instantiation (DEFINE_TEST; the original's double template, which
// multiplies c_src[idx] directly, is the same computation). The original
// returns 2 (skip) when the default device lacks limited double precision,
// as here.
#include <stdlib.h>
#include "amptest.h"

#define DEFINE_TEST(NAME, T, R) \
    static bool NAME##_idx(extent<R> e, T *first) \
    { \
        int n = e.size(); \
        T *src_data = malloc(n * sizeof *src_data), *dst_data = malloc(n * sizeof *dst_data); \
        bool ok = true; \
        { \
            array<T, R> src(e, first); \
            array<T, R> dst(e); \
            /* Used [] operator */ \
            parallel_for_each(src.extent, [&src, &dst](index<R> idx) restrict(amp) { \
                dst[idx] = src[idx]; \
                src[idx] = 0; \
            }); \
            src.copy_to(src_data); \
            dst.copy_to(dst_data); \
            for (int i = 0; i < n && ok; i++) { \
                if ((dst_data[i] == 0) || (src_data[i] != 0)) \
                    ok = false; \
                if (dst_data[i] != first[i]) \
                    ok = false; \
            } \
            /* Used () operator */ \
            if (ok) { \
                parallel_for_each(src.extent, [&src, &dst](index<R> idx) restrict(amp) { \
                    src(idx) = dst(idx); \
                    dst(idx) = 0; \
                }); \
                src.copy_to(src_data); \
                dst.copy_to(dst_data); \
                for (int i = 0; i < n && ok; i++) { \
                    if ((dst_data[i] != 0) || (src_data[i] == 0)) \
                        ok = false; \
                    if (src_data[i] != first[i]) \
                        ok = false; \
                } \
            } \
        } \
        if (ok) { \
            array<T, R> c_src(e, first); \
            array<T, R> dst1(e); \
            /* Used [] operator */ \
            parallel_for_each(c_src.extent, [&c_src, &dst1](index<R> idx) restrict(amp) { \
                const T data = c_src[idx]; \
                dst1[idx] = data * 2; \
            }); \
            c_src.copy_to(src_data); \
            dst1.copy_to(dst_data); \
            for (int i = 0; i < n && ok; i++) \
                if ((dst_data[i] == 0) || (dst_data[i] != (src_data[i] * 2))) \
                    ok = false; \
            /* Used () operator */ \
            array<T, R> dst2(e); \
            parallel_for_each(c_src.extent, [&c_src, &dst2](index<R> idx) restrict(amp) { \
                const T data = c_src(idx); \
                dst2(idx) = data * 4; \
            }); \
            c_src.copy_to(src_data); \
            dst2.copy_to(dst_data); \
            for (int i = 0; i < n && ok; i++) \
                if ((dst_data[i] == 0) || (dst_data[i] != (src_data[i] * 4))) \
                    ok = false; \
        } \
        free(src_data); \
        free(dst_data); \
        return ok; \
    } \
    static bool NAME(void) \
    { \
        int edata[R]; \
        for (int i = 0; i < R; i++) \
            edata[i] = i + 1; \
        extent<R> e1(edata); \
        int n = e1.size(); \
        T *data = malloc(n * sizeof *data); \
        for (int i = 0; i < n; i++) \
            data[i] = (T)rand(); \
        bool ok = NAME##_idx(e1, data); \
        free(data); \
        return ok; \
    }

DEFINE_TEST(test_int_5, int, 5)
DEFINE_TEST(test_float_5, float, 5)
DEFINE_TEST(test_double_5, double, 5)
DEFINE_TEST(test_unsigned_5, unsigned int, 5)
DEFINE_TEST(test_int_1, int, 1)
DEFINE_TEST(test_float_1, float, 1)
DEFINE_TEST(test_double_1, double, 1)
DEFINE_TEST(test_unsigned_1, unsigned int, 1)
DEFINE_TEST(test_int_2, int, 2)
DEFINE_TEST(test_float_2, float, 2)
DEFINE_TEST(test_double_2, double, 2)
DEFINE_TEST(test_unsigned_2, unsigned int, 2)
DEFINE_TEST(test_int_3, int, 3)
DEFINE_TEST(test_float_3, float, 3)
DEFINE_TEST(test_double_3, double, 3)
DEFINE_TEST(test_unsigned_3, unsigned int, 3)

int main(void)
{
    accelerator device;
    if (!device.supports_limited_double_precision) {
        printf("Target device does not support limited double precision\n");
        return 2;
    }
    int passed = test_int_5() && test_float_5() && test_double_5() && test_unsigned_5() &&
        test_int_1() && test_float_1() && test_double_1() && test_unsigned_1() &&
        test_int_2() && test_float_2() && test_double_2() && test_unsigned_2() &&
        test_int_3() && test_float_3() && test_double_3() && test_unsigned_3()
        ? runall_pass : runall_fail;
    printf("%s\n", (passed == runall_pass) ? "Passed!" : "Failed!");
    return passed;
}
