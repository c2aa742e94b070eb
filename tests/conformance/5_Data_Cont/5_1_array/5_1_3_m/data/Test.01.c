// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_3_m/data/Test.01/test.cpp
// array.data() in amp code: a kernel reads every element of src through the
// pointer (non-const, const pointer, const array) and records 1 in res where
// the last element read was not i + 1; no element of res may be 1. The
// function templates are written out per instantiation (DEFINE_TEST below,
// the double one with the original's float comparison); the original skips
// when the default device lacks limited double precision, as here.
#include <stdlib.h>
#include "amptest.h"

/* One block of the original: SRC_DECL is the declaration of src. */
#define DATA_BLOCK(T, R, PTR, SRC_DECL, EXPECTED) \
    { \
        SRC_DECL src(e1, data); \
        array<T, R> res(e1); \
        parallel_for_each(src.extent, [&src, &res](index<R> idx) restrict(amp) { \
            PTR dst_data = src.data(); \
            for (unsigned int i = 0; i < src.extent.size(); i++) { \
                if (dst_data[i] != EXPECTED) \
                    res[idx] = 1; \
                else \
                    res[idx] = 0; \
            } \
        }); \
        res.copy_to(res_data); \
        for (int i = 0; i < size; i++) \
            if (res_data[i] == 1) \
                ok = false; \
    }

#define DEFINE_TEST(NAME, T, R, EXPECTED) \
    static bool NAME(void) \
    { \
        int edata[R]; \
        for (int i = 0; i < R; i++) \
            edata[i] = i + 1; \
        extent<R> e1(edata); \
        int size = e1.size(); \
        T *data = malloc(size * sizeof *data), *res_data = malloc(size * sizeof *res_data); \
        for (int i = 0; i < size; i++) \
            data[i] = (T)(i + 1); \
        bool ok = true; \
        DATA_BLOCK(T, R, T *, array<T COMMA R>, EXPECTED) \
        if (ok) DATA_BLOCK(T, R, const T *, array<T COMMA R>, EXPECTED) \
        if (ok) DATA_BLOCK(T, R, const T *, const array<T COMMA R>, EXPECTED) \
        free(data); \
        free(res_data); \
        return ok; \
    }
#define COMMA ,

DEFINE_TEST(test_int_3, int, 3, (int)(i + 1))
DEFINE_TEST(test_float_5, float, 5, (float)(i + 1))
DEFINE_TEST(test_double_3, double, 3, (float)(i + 1))
DEFINE_TEST(test_int32_5, int, 5, (int)(i + 1))

int main(void)
{
    accelerator device;
    if (!device.supports_limited_double_precision) {
        printf("Default device does not support limited double precision\n");
        return runall_skip;
    }
    int res = runall_pass;
    REPORT_RESULT(res, test_int_3());
    REPORT_RESULT(res, test_float_5());
    REPORT_RESULT(res, test_double_3());
    REPORT_RESULT(res, test_int32_5());
    return res;
}
