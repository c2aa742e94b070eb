// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_2_c/Extent_Acclvw/With_Begin_Itr/Test.02/test.cpp
// Arrays made from begin iterators (pointers) on require_device()'s default
// view: mC = mA + mB in a kernel calling ShapeKernel, for ranks 1 to 4 of
// extent 64 in each dimension, checked against the sum on the CPU. The
// function template Shape<DIM> and ShapeKernel<DIM> are written out per rank
// (DEFINE_SHAPE); the arrays are passed to ShapeKernel by pointer.
#include <stdlib.h>
#include "amptest.h"
#include "3_device_Modeling/accelerator_common.h"

static void InitializeArray(float *pM, int size)
{
    for (int i = 0; i < size; ++i)
        pM[i] = (float)(rand() % 256);
}

#define DEFINE_SHAPE(DIM) \
    static void ShapeKernel_##DIM(index<DIM> idx, array<float, DIM> *mC, array<float, DIM> *mA, array<float, DIM> *mB) restrict(amp) \
    { \
        (*mC)[idx] = (*mA)[idx] + (*mB)[idx]; \
    } \
    static int Shape_##DIM(accelerator_view av, int extents[], int base) \
    { \
        srand(2010); \
        int size = 1; \
        for (int i = 0; i < DIM; ++i) \
            size *= base; \
        float *pA = malloc(size * sizeof *pA), *pB = malloc(size * sizeof *pB); \
        float *pC = malloc(size * sizeof *pC), *pRef = malloc(size * sizeof *pRef); \
        InitializeArray(pA, size); \
        InitializeArray(pB, size); \
        /* Compute result on CPU */ \
        for (int i = 0; i < size; ++i) { \
            pA[i] = (float)i; \
            pB[i] = (float)(i + 1); \
            pRef[i] = pA[i] + pB[i]; \
        } \
        extent<DIM> e(extents); \
        array<float, DIM> mA(e, pA, av); \
        array<float, DIM> mB(e, pB, av); \
        array<float, DIM> mC(e, av); \
        parallel_for_each(e, [&mA, &mB, &mC](index<DIM> idx) restrict(amp) { \
            ShapeKernel_##DIM(idx, &mC, &mA, &mB); \
        }); \
        mC.copy_to(pC); \
        int verdict = Verify_float(pC, pRef, (size_t)size) ? runall_pass : runall_fail; \
        free(pA); \
        free(pB); \
        free(pC); \
        free(pRef); \
        return verdict; \
    }

DEFINE_SHAPE(1)
DEFINE_SHAPE(2)
DEFINE_SHAPE(3)
DEFINE_SHAPE(4)

int main(void)
{
    accelerator_view av = require_device().default_view;
    const int base = 64;
    int e1[] = {base};
    int e2[] = {base, base};
    int e3[] = {base, base, base};
    int e4[] = {base, base, base, base};
    int result = runall_pass;
    REPORT_RESULT(result, Shape_1(av, e1, base) == runall_pass);
    REPORT_RESULT(result, Shape_2(av, e2, base) == runall_pass);
    REPORT_RESULT(result, Shape_3(av, e3, base) == runall_pass);
    REPORT_RESULT(result, Shape_4(av, e4, base) == runall_pass);
    return result;
}
