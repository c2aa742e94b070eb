// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_2_c/Extent_Acclvw/General/Test.03/test.cpp
// An array of rank 128 (extent 1 in every dimension) made on the default
// view of every device (get_available_devices(): accelerator_get_all's),
// filled with 128 by a kernel and checked on the CPU; int and float.
#include <stdlib.h>
#include "amptest.h"

#define RANK 128

#define DEFINE_TEST(NAME, T) \
    static bool NAME(void) \
    { \
        accelerator devices[64]; \
        int n = accelerator_get_all(devices, 64); \
        for (int d = 0; d < n && d < 64; d++) { \
            accelerator device = devices[d]; \
            int edata[RANK]; \
            for (int i = 0; i < RANK; i++) \
                edata[i] = 1; \
            extent<RANK> e1(edata); \
            array<T, RANK> src(e1, device.default_view); \
            /* let the kernel initialize data */ \
            parallel_for_each(e1, [&src](index<RANK> idx) restrict(amp) { \
                src[idx] = RANK; \
            }); \
            int size = e1.size(); \
            T *opt = malloc(size * sizeof *opt); \
            src.copy_to(opt); \
            bool ok = true; \
            for (int i = 0; i < size; i++) \
                if (opt[i] != RANK) \
                    ok = false; \
            free(opt); \
            if (!ok) \
                return false; \
        } \
        return true; \
    }

DEFINE_TEST(test_int, int)
DEFINE_TEST(test_float, float)

int main(void)
{
    int result = runall_pass;
    REPORT_RESULT(result, test_int());
    REPORT_RESULT(result, test_float());
    return result;
}
