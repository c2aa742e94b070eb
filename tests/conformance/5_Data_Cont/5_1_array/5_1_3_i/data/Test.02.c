// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_3_i/data/Test.02/test.cpp
// array operator[] and operator() with an int subscript in a one-thread
// kernel, on 1-D arrays made from a begin iterator over a deque (an array
// here, the iterator its pointer): dst takes src's values and src is
// zeroed, then back again, then dst1 = 2 * c_src and dst2 = 4 * c_src,
// each checked on the CPU against the data. The function templates are
// written out per instantiation (DEFINE_TEST; the original's double template,
// which multiplies c_src[i] directly, is the same computation). The original
// returns 2 (skip) when the default device lacks limited double precision,
// as here.
#include <stdlib.h>
#include "amptest.h"


#define DEFINE_TEST(NAME, T, D0) \
    static bool NAME##_idx(T *first) \
    { \
        T *src_data = malloc(D0 * sizeof *src_data), *dst_data = malloc(D0 * sizeof *dst_data); \
        bool ok = true; \
        { \
            array<T, 1> src(D0, first); \
            array<T, 1> dst(D0); \
            /* Used [] operator */ \
            parallel_for_each(extent<1>(1), [&src, &dst](index<1> unused) restrict(amp) { \
                for (unsigned int i = 0; i < src.extent.size(); i++) { \
                    dst[i] = src[i]; \
                    src[i] = 0; \
                } \
            }); \
            src.copy_to(src_data); \
            dst.copy_to(dst_data); \
            for (int i = 0; i < D0 && ok; i++) { \
                if ((dst_data[i] == 0) || (src_data[i] != 0)) \
                    ok = false; \
                if (dst_data[i] != first[i]) \
                    ok = false; \
            } \
            /* Used () operator */ \
            if (ok) { \
                parallel_for_each(extent<1>(1), [&src, &dst](index<1> unused) restrict(amp) { \
                    for (unsigned int i = 0; i < src.extent.size(); i++) { \
                        src(i) = dst(i); \
                        dst(i) = 0; \
                    } \
                }); \
                src.copy_to(src_data); \
                dst.copy_to(dst_data); \
                for (int i = 0; i < D0 && ok; i++) { \
                    if ((dst_data[i] != 0) || (src_data[i] == 0)) \
                        ok = false; \
                    if (src_data[i] != first[i]) \
                        ok = false; \
                } \
            } \
        } \
        if (ok) { \
            array<T, 1> c_src(D0, first); \
            array<T, 1> dst1(D0); \
            /* Used [] operator */ \
            parallel_for_each(extent<1>(1), [&c_src, &dst1](index<1> unused) restrict(amp) { \
                for (unsigned int i = 0; i < c_src.extent.size(); i++) { \
                    const T data = c_src[i]; \
                    dst1[i] = data * 2; \
                } \
            }); \
            c_src.copy_to(src_data); \
            dst1.copy_to(dst_data); \
            for (int i = 0; i < D0 && ok; i++) \
                if ((dst_data[i] == 0) || (dst_data[i] != (src_data[i] * 2))) \
                    ok = false; \
            /* Used () operator */ \
            array<T, 1> dst2(D0); \
            parallel_for_each(extent<1>(1), [&c_src, &dst2](index<1> unused) restrict(amp) { \
                for (unsigned int i = 0; i < c_src.extent.size(); i++) { \
                    const T data = c_src(i); \
                    dst2(i) = data * 4; \
                } \
            }); \
            c_src.copy_to(src_data); \
            dst2.copy_to(dst_data); \
            for (int i = 0; i < D0 && ok; i++) \
                if ((dst_data[i] == 0) || (dst_data[i] != (src_data[i] * 4))) \
                    ok = false; \
        } \
        free(src_data); \
        free(dst_data); \
        return ok; \
    } \
    static bool NAME(void) \
    { \
        T *data = malloc(D0 * sizeof *data); \
        for (int i = 0; i < D0; i++) \
            data[i] = (T)rand(); \
        bool ok = NAME##_idx(data); \
        free(data); \
        return ok; \
    }

DEFINE_TEST(test_int_1, int, 1)
DEFINE_TEST(test_float_5, float, 5)
DEFINE_TEST(test_double_31, double, 31)
DEFINE_TEST(test_unsigned_91, unsigned int, 91)

int main(void)
{
    accelerator device;
    if (!device.supports_limited_double_precision) {
        printf("Default device does not support limited double precision\n");
        return 2;
    }
    int passed = test_int_1() && test_float_5() && test_double_31() && test_unsigned_91()
        ? runall_pass : runall_fail;
    printf("%s\n", (passed == runall_pass) ? "Passed!" : "Failed!");
    return passed;
}
