// Ported from amp-conformance/Tests/7_para_for_each/ComputeDomainTiled/Grouped.02/test.cpp
// Test that parallel_for_each is executed correctly for boundary values of
// tile extent dimensions for 1D, 2D and 3D: C = A + B over tiles of
// 1 x 1 x 1024, 1 x 1024 x 1, 64 x 1 x 1, 64 x 4 x 4, 1 x 1024, 1024 x 1,
// 128 x 8 and 1024, checked against the sum on the CPU (Verify).
// (the vectors are malloc'd int arrays filled by amptest.h's Fill; each
// function template is a macro defining one function per instantiation; a
// tiled_index used as an index (fC[ti]) is ti.global, what C++ AMP's
// conversion gives; copy(A.begin(), A.end(), fA) is copy(A, A + size, fA);
// C = fC is fC.copy_to(C); require_device()'s default view is the default
// accelerator's, the suite's device)
#include "amptest.h"

#define UNPAREN(...) __VA_ARGS__

/* The body shared by the three templates: EXTENT_ARGS the extent's sizes,
 * TILE the tile sizes in parentheses, KERNEL the statements of the kernel. */
#define GROUPED_BODY(R, SIZE, EXTENT_ARGS, TILE, KERNEL) \
    { \
        int *A = malloc((SIZE) * sizeof *A), *B = malloc((SIZE) * sizeof *B); \
        int *C = calloc((SIZE), sizeof *C), *refC = malloc((SIZE) * sizeof *refC); \
        Fill_int(A, (SIZE)); \
        Fill_int(B, (SIZE)); \
        for (int i = 0; i < (SIZE); ++i) \
            refC[i] = A[i] + B[i]; \
        extent<R> e EXTENT_ARGS; \
        array<int, R> fA(e, av); \
        array<int, R> fB(e, av); \
        array<int, R> fC(e, av); \
        copy(A, A + (SIZE), fA); \
        copy(B, B + (SIZE), fB); \
        copy(C, C + (SIZE), fC); \
        parallel_for_each(e.tile<UNPAREN TILE>(), [&fA, &fB, &fC](tiled_index<UNPAREN TILE> ti) restrict(cpu, amp) { \
            KERNEL \
        }); \
        fC.copy_to(C); \
        bool ok = Verify_int(C, refC, (SIZE)); \
        free(A); \
        free(B); \
        free(C); \
        free(refC); \
        return ok; \
    }

#define DEFINE_TEST_3D(NAME, Z, Y, X, SIZE) \
    _Static_assert(((SIZE) / (Z) / (Y)) % (X) == 0, "Non evenly dividable size by dims"); \
    static bool NAME(accelerator_view av) \
        GROUPED_BODY(3, SIZE, ((Z), (Y), (SIZE) / (Z) / (Y)), (Z, Y, X), \
                     fC[ti.global] = fB[ti.global] + fA[ti.global];)
#define DEFINE_TEST_2D(NAME, Y, X, SIZE) \
    _Static_assert(((SIZE) / (Y)) % (X) == 0, "Non evenly dividable size by dims"); \
    static bool NAME(accelerator_view av) \
        GROUPED_BODY(2, SIZE, ((Y), (SIZE) / (Y)), (Y, X), \
                     int b = fB[ti.global]; fC[ti.global] = fA[ti.global] + b;)
#define DEFINE_TEST_1D(NAME, X, SIZE) \
    _Static_assert((SIZE) % (X) == 0, "Non evenly dividable size by dims"); \
    static bool NAME(accelerator_view av) \
        GROUPED_BODY(1, SIZE, ((SIZE)), (X), \
                     int b = fB[ti.global]; fC[ti.global] = fA[ti.global] + b;)

DEFINE_TEST_3D(test_1_1_1024_1024, 1, 1, 1024, 1024)
DEFINE_TEST_3D(test_1_1_1024_2048, 1, 1, 1024, 2048)
DEFINE_TEST_3D(test_1_1024_1_1024, 1, 1024, 1, 1024)
DEFINE_TEST_3D(test_64_1_1_64, 64, 1, 1, 64)
DEFINE_TEST_3D(test_64_4_4_1024, 64, 4, 4, 1024)
DEFINE_TEST_3D(test_64_4_4_2048, 64, 4, 4, 2048)
DEFINE_TEST_2D(test_1_1024_1024, 1, 1024, 1024)
DEFINE_TEST_2D(test_1_1024_2048, 1, 1024, 2048)
DEFINE_TEST_2D(test_1024_1_1024, 1024, 1, 1024)
DEFINE_TEST_2D(test_128_8_2048, 128, 8, 2048)
DEFINE_TEST_1D(test_1024_1024, 1024, 1024)
DEFINE_TEST_1D(test_1024_2048, 1024, 2048)

int main(void)
{
    accelerator device;
    accelerator_view av = device.default_view;
    int result = runall_pass;
    //X in 3D
    REPORT_RESULT(result, test_1_1_1024_1024(av));
    REPORT_RESULT(result, test_1_1_1024_2048(av));
    //Y in 3D
    REPORT_RESULT(result, test_1_1024_1_1024(av));
    //Z in 3D
    REPORT_RESULT(result, test_64_1_1_64(av));
    //3D mixes
    REPORT_RESULT(result, test_64_4_4_1024(av)); // 4 * 4 * 64 = 1024
    REPORT_RESULT(result, test_64_4_4_2048(av));
    //X in 2D
    REPORT_RESULT(result, test_1_1024_1024(av));
    REPORT_RESULT(result, test_1_1024_2048(av));
    //Y in 2D
    REPORT_RESULT(result, test_1024_1_1024(av));
    //2D mixes
    REPORT_RESULT(result, test_128_8_2048(av)); // 128 * 8 = 1024
    //1D
    REPORT_RESULT(result, test_1024_1024(av));
    REPORT_RESULT(result, test_1024_2048(av));
    return result;
}
