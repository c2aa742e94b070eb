// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_2_c/Extent_Acclvw/General/Test.02/test.cpp
// Two arrays made on the default views of the same device (device1 and
// device2 are both devices[i]), with the extent constructor (rank 5, 3 per
// dimension) and the size-only ones of ranks 1, 2 and 3; one kernel fills
// both with 5 and the CPU checks them. On every device that
// get_available_devices() gives (accelerator_get_all's; for double, those
// with limited double precision); int, unsigned int, float, double. The
// "if (_rank > N)" blocks of the original always hold at rank 5.
#include <stdlib.h>
#include "amptest.h"

#define RANK 5

/* Fills src1 and src2 (rank RK, extent E) with RANK in one kernel and
 * checks both on the CPU. */
#define FILL2_AND_CHECK(T, RK, E) \
    { \
        parallel_for_each(E, [&src1, &src2](index<RK> idx) restrict(amp) { \
            src1[idx] = RANK; \
            src2[idx] = RANK; \
        }); \
        int size = (E).size(); \
        T *opt1 = malloc(size * sizeof *opt1), *opt2 = malloc(size * sizeof *opt2); \
        src1.copy_to(opt1); \
        src2.copy_to(opt2); \
        bool ok = true; \
        for (int i = 0; i < size; i++) \
            if ((opt1[i] != RANK) || (opt2[i] != RANK)) \
                ok = false; \
        free(opt1); \
        free(opt2); \
        if (!ok) \
            return runall_fail; \
    }

#define DEFINE_TEST(NAME, T, NEEDS_DOUBLE) \
    static int NAME(void) \
    { \
        accelerator all[64], devices[64]; \
        int n_all = accelerator_get_all(all, 64), n = 0; \
        for (int i = 0; i < n_all && i < 64; i++) \
            if (!NEEDS_DOUBLE || all[i].supports_limited_double_precision) \
                devices[n++] = all[i]; \
        if (n == 0) { \
            printf("No device exists.\n"); \
            return runall_skip; \
        } \
        printf("Found %d devices.\n", n); \
        int edata[RANK]; \
        for (int i = 0; i < RANK; i++) \
            edata[i] = 3; \
        for (int d = 0; d < n; d++) { \
            accelerator device1 = devices[d]; \
            accelerator device2 = devices[d]; \
            { \
                extent<RANK> e1(edata); \
                array<T, RANK> src1(e1, device1.default_view); \
                array<T, RANK> src2(e1, device2.default_view); \
                FILL2_AND_CHECK(T, RANK, e1) \
            } \
            { \
                array<T, 1> src1(edata[0], device1.default_view); \
                array<T, 1> src2(edata[0], device2.default_view); \
                extent<1> e1(edata); \
                FILL2_AND_CHECK(T, 1, e1) \
            } \
            { \
                array<T, 2> src1(edata[0], edata[1], device1.default_view); \
                array<T, 2> src2(edata[0], edata[1], device2.default_view); \
                extent<2> e1(edata); \
                FILL2_AND_CHECK(T, 2, e1) \
            } \
            { \
                array<T, 3> src1(edata[0], edata[1], edata[2], device1.default_view); \
                array<T, 3> src2(edata[0], edata[1], edata[2], device2.default_view); \
                extent<3> e1(edata); \
                FILL2_AND_CHECK(T, 3, e1) \
            } \
            printf("Finished with device %d \n", d); \
        } \
        return runall_pass; \
    }

DEFINE_TEST(test_int, int, false)
DEFINE_TEST(test_unsigned, unsigned, false)
DEFINE_TEST(test_float, float, false)
DEFINE_TEST(test_double, double, true)

int main(void)
{
    int result = runall_pass;
    REPORT_RESULT(result, test_int() == runall_pass);
    REPORT_RESULT(result, test_unsigned() == runall_pass);
    REPORT_RESULT(result, test_float() == runall_pass);
    int dbl = test_double(); // treat_skip_as_pass
    REPORT_RESULT(result, dbl == runall_pass || dbl == runall_skip);
    return result;
}
