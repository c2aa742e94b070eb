// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_x_general/Expressions/StandardConversions/Conversion.02/test.cpp
// This test check the Integral and Floating point promotions for arithmetic operations
// (the templates are written out for their three instantiations by
// DEFINE_TEST: the types' typeid tests are its arguments (whether dstType
// and each source type are unsigned int; INPUT the type of A[i] + B[i] +
// A[i] * B[i], for which VerifyConversion compares as float; none is
// double, so the double branches and IsEqual<double>, which no
// instantiation reaches, are left out); typeid(T).name() is the type's name
// as text; the reference parameter is a pointer to the array element, the
// vectors are arrays, C = aC is aC.copy_to(C); the accelerator_view is the
// default one)
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include "amptest.h"

#define DEBUG 0

/* IsEqual<T> for the integral types: exact */
#define IS_EQUAL_EXACT(v1, v2) ((v1) == (v2))

/* IsEqual<float> */
static bool IsEqual_float(float v1, float v2)
{
    // Max difference values picked based on input values we are dealing with
    const float maxAbsoluteDiff = 0.000005;
    const float maxRelativeDiff = 0.0001; // (0.01%)

    if (fabs(v1 - v2) < maxAbsoluteDiff)
    {
        return true;
    }

    float relativeDiff = 0.0f;

    if (fabs(v1) > fabs(v2))
    {
        relativeDiff = fabs((v1 - v2) / v1);
    }
    else
    {
        relativeDiff = fabs((v2 - v1) / v2);
    }

    if (relativeDiff < maxRelativeDiff)
    {
        return true;
    }

    if (DEBUG)
    {
        printf("Failed float comaparison. Relative Diffrence is %.10f\n", relativeDiff);
    }

    return false;
}

/* InitializeArrays<dstType, srcType1, srcType2>: Initialize the input with random data */
#define DEFINE_INITIALIZE(NAME, srcType1, srcType2, DST_UNSIGNED, SRC1_UNSIGNED, SRC2_UNSIGNED) \
static void InitializeArrays_##NAME(srcType1 *vInput1, srcType2 *vInput2, int size) \
{ \
    /* Pick some arbitrary min/max values for random numbers */ \
    double max = 10000; \
    double min = -10000; \
\
    /* Make sure that we don't generate negative numbers if unsigned int is destination type */ \
    if (DST_UNSIGNED) \
    { \
        min = 0; \
    } \
\
    /* Random within range for values in the middle */ \
    for(int i=0; i<size; ++i) \
    { \
        int min1 = min; \
        double scale = rand() / (double)RAND_MAX; \
        /* min for unsigned int has to be adjusted */ \
        if (SRC1_UNSIGNED) \
        { \
            min1 = 0; \
        } \
        vInput1[i] = (srcType1)(scale * (max - min1) + min1); \
    } \
\
    for(int i=0; i<size; ++i) \
    { \
        int min2 = min; \
        double scale = rand() / (double)RAND_MAX; \
        /* min for unsigned int has to be adjusted */ \
        if (SRC2_UNSIGNED) \
        { \
            min2 = 0; \
        } \
        vInput2[i] = (srcType2)(scale * (max - min2) + min2); \
    } \
}

#define DEFINE_TEST(NAME, dstType, srcType1, srcType2, INPUT, INPUT_IS_FLOAT, DST_UNSIGNED, SRC1_UNSIGNED, SRC2_UNSIGNED, DST_IS_FLOAT) \
DEFINE_INITIALIZE(NAME, srcType1, srcType2, DST_UNSIGNED, SRC1_UNSIGNED, SRC2_UNSIGNED) \
\
/* VerifyConversion<INPUT, dstType> */ \
static bool VerifyConversion_##NAME(INPUT input, dstType gpu_result) \
{ \
    dstType cpu_result = input; \
    bool result = false; \
    if (INPUT_IS_FLOAT) \
    { \
        /* If right side of our arithmetic calculation is float, then lets do floats comparison */ \
        /* e.g. int = unsigned int + float + unsigned int * float */ \
        result = IsEqual_float((float)cpu_result, (float)gpu_result); \
    } \
    else \
    { \
        /* In this case cpu_result and gpu_result types has to match */ \
        result = DST_IS_FLOAT ? IsEqual_float(cpu_result, gpu_result) : IS_EQUAL_EXACT(cpu_result, gpu_result); \
    } \
    return result; \
} \
\
static void arithmetic_conversion_##NAME( dstType *c, srcType1 a, srcType2 b) restrict(cpu, amp) \
{ \
    *c = a + b + a * b; \
} \
\
static bool test_arithmetic_conversion_##NAME(void) \
{ \
    const int size = 1024; \
    dstType C[1024]; \
    srcType1 A[1024]; \
    srcType2 B[1024]; \
\
    /* Initialize input */ \
    InitializeArrays_##NAME(A, B, size); \
\
    extent<1> e(size); \
    array<srcType1, 1> aA(e, A); \
    array<srcType2, 1> aB(e, B); \
    array<dstType, 1> aC(e); \
\
    parallel_for_each(aA.extent, [&](index<1> idx) restrict(amp) { \
        arithmetic_conversion_##NAME(&aC[idx], aA[idx], aB[idx]); \
    }); \
\
    aC.copy_to(C); \
\
    bool passed = true; \
    /* Verify results */ \
    for (int i = 0; i < size; i++) \
    { \
        INPUT input = A[i] + B[i] + A[i] * B[i]; \
        if (!VerifyConversion_##NAME(input, C[i])) \
        { \
            passed = false; \
            break; \
        } \
    } \
\
    printf("test: %s = %s + %s + %s * %s: %s\n", #dstType, #srcType1, #srcType2, #srcType1, #srcType2, passed?"pass":"fail"); \
    return passed; \
}

DEFINE_TEST(int_uint_float, int, unsigned int, float, float, 1, 0, 1, 0, 0)
DEFINE_TEST(uint_int_float, unsigned int, int, float, float, 1, 1, 0, 0, 0)
DEFINE_TEST(float_int_uint, float, int, unsigned int, unsigned int, 0, 0, 0, 1, 1)

// Main entry point
int main(void)
{
    srand(2010);
    bool result = true;
    result = test_arithmetic_conversion_int_uint_float() ? result: false;
    result = test_arithmetic_conversion_uint_int_float() ? result: false;
    result = test_arithmetic_conversion_float_int_uint() ? result: false;
    return !result;
}
