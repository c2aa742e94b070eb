// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_3_m/data/Test.01/test.cpp
// Verify function data() on device: a kernel reads an array's elements
// through src.data() (as T *, as const T *, and of a const array) and
// records in res whether element i holds i + 1. As in the original, each
// work-item's res is set on every iteration, so the last element decides.
// The double overload compares with (float)(i + 1). The arrays are made
// from (extent, first, last) (docs/language.md). __int32 is int.
// Instantiations: <int, 3>, <float, 5>, the double one at rank 3, and
// <__int32, 5>; skipped where the default device lacks limited double
// precision, as the original.
#include "amptest.h"

/* One block: SRC_DECL declares src from e1 and data; PTR is the pointer
 * type the kernel reads through; X(i) the value element i must hold. */
#define DATA_BLOCK(T, R, SRC_QUAL, PTR, X) \
    { \
        SRC_QUAL array<T, R> src(e1, data, data + n); \
        array<T, R> res(e1); \
        parallel_for_each(src.extent, [&src, &res](index<R> idx) restrict(amp) { \
            PTR dst_data = src.data(); \
            for (unsigned int i = 0; i < src.extent.size(); i++) { \
                if (dst_data[i] != X(i)) \
                    res[idx] = 1; \
                else \
                    res[idx] = 0; \
            } \
        }); \
        T *res_data = malloc(n * sizeof *res_data); \
        res.copy_to(res_data); \
        bool ok = true; \
        for (int i = 0; i < n; i++) \
            if (res_data[i] == 1) \
                ok = false; \
        free(res_data); \
        if (!ok) { \
            free(data); \
            return false; \
        } \
    }

#define DEFINE_TEST(NAME, T, R, X) \
    static bool NAME(void) \
    { \
        int edata[R]; \
        for (int i = 0; i < R; i++) \
            edata[i] = i + 1; \
        extent<R> e1(edata); \
        int n = e1.size(); \
        T *data = malloc(n * sizeof *data); \
        for (int i = 0; i < n; i++) \
            data[i] = (T)(i + 1); \
        DATA_BLOCK(T, R, , T *, X) \
        DATA_BLOCK(T, R, , const T *, X) \
        DATA_BLOCK(T, R, const, const T *, X) \
        free(data); \
        return true; \
    }

#define X_INT(i) (int)((i) + 1)
#define X_FLOAT(i) (float)((i) + 1)
DEFINE_TEST(test_int_3, int, 3, X_INT)
DEFINE_TEST(test_float_5, float, 5, X_FLOAT)
DEFINE_TEST(test_double_3, double, 3, X_FLOAT)   /* float x = (float)(i + 1) */
DEFINE_TEST(test_int32_5, int, 5, X_INT)

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
