/* The Pointers tests' inc/common.h in C: INIT_VALUE, and Equal() for each
 * element type the tests instantiate (exact for integers, the suite's
 * are_almost_equal for float and double), callable from cpu and amp code.
 * FOR_EACH_TYPE(X) calls X(NAME, TYPE) for those types, in the order the
 * tests run them: test<int>, <unsigned int>, <long>, <unsigned long>,
 * <float>, <double>. */
#ifndef CONFORMANCE_POINTERS_COMMON_H
#define CONFORMANCE_POINTERS_COMMON_H

#include <math.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#define INIT_VALUE ((int)0xABCDEF98)

#define FOR_EACH_TYPE(X) X(int, int) X(unsigned, unsigned int) X(long, long) \
    X(ulong, unsigned long) X(float, float) X(double, double)

static bool Equal_int(int a, int b) restrict(cpu, amp) { return a == b; }
static bool Equal_unsigned(unsigned int a, unsigned int b) restrict(cpu, amp) { return a == b; }
static bool Equal_long(long a, long b) restrict(cpu, amp) { return a == b; }
static bool Equal_ulong(unsigned long a, unsigned long b) restrict(cpu, amp) { return a == b; }

/* amptest_math::are_almost_equal with the default tolerances of the suite */
static bool Equal_float(float v1, float v2) restrict(cpu, amp)
{
    if (v1 == v2)
        return true;
    if (v1 != v1 || v2 != v2) /* a NaN */
        return false;
    float diff = fabsf(v1 - v2);
    if (diff < 0.000005f)
        return true;
    float larger = fabsf(v1) > fabsf(v2) ? fabsf(v1) : fabsf(v2);
    return diff < larger * 0.0001f;
}

static bool Equal_double(double v1, double v2) restrict(cpu, amp)
{
    if (v1 == v2)
        return true;
    if (v1 != v1 || v2 != v2) /* a NaN */
        return false;
    double diff = fabs(v1 - v2);
    if (diff < 0.00000000005)
        return true;
    double larger = fabs(v1) > fabs(v2) ? fabs(v1) : fabs(v2);
    return diff < larger * 0.0001;
}

#endif
