/* Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_2_c/constructor.h:
 * the helpers of the array constructor tests that the ports use, each
 * function template a macro that defines one function per instantiation
 * (std::vector<T> vdata = a1 is a1.copy_to into a malloc'd buffer). The
 * tests' accelerator::set_default(require_device()) is left out: the ports
 * run on the default device, which the suite chooses (AMPCC_DEVICE). */
#ifndef CONFORMANCE_ARRAY_CONSTRUCTOR_H
#define CONFORMANCE_ARRAY_CONSTRUCTOR_H

#include <stdlib.h>
#include "amptest.h"

/* test_array_type_rank<T, R>(data): an array of extent data[0..R) whose
 * every element a kernel sets to 1. */
#define DEFINE_TEST_ARRAY_TYPE_RANK(NAME, T, R) \
    static bool NAME(int *data) \
    { \
        extent<R> e(data); \
        array<T, R> a1(e); \
        parallel_for_each(e, [&a1](index<R> idx) restrict(cpu, amp) { \
            a1[idx] = 1; \
        }); \
        int size = e.size(); \
        T *vdata = malloc(size * sizeof *vdata); \
        a1.copy_to(vdata); \
        bool ok = true; \
        for (int i = 0; i < size; i++) \
            if (vdata[i] != 1) \
                ok = false; \
        free(vdata); \
        return ok; \
    }

/* test_array_rank<T, R>(): test_array_type_rank over an extent of R in each
 * dimension, and the array's rank is R. */
#define DEFINE_TEST_ARRAY_RANK(NAME, T, R) \
    static bool NAME(void) \
    { \
        int data[R]; \
        for (int i = 0; i < R; i++) \
            data[i] = R; \
        extent<R> e(data); \
        array<T, R> a1(e); \
        parallel_for_each(e, [&a1](index<R> idx) restrict(cpu, amp) { \
            a1[idx] = 1; \
        }); \
        if (a1.rank != R) \
            return false; \
        int size = e.size(); \
        T *vdata = malloc(size * sizeof *vdata); \
        a1.copy_to(vdata); \
        bool ok = true; \
        for (int i = 0; i < size; i++) \
            if (vdata[i] != 1) \
                ok = false; \
        free(vdata); \
        return ok; \
    }

/* test_array_type<T>(): test_array_type_rank at ranks 1, 2 and 5 over
 * {1, 2, 3, 4, 5}. */
#define DEFINE_TEST_ARRAY_TYPE(NAME, T) \
    DEFINE_TEST_ARRAY_TYPE_RANK(NAME##_1, T, 1) \
    DEFINE_TEST_ARRAY_TYPE_RANK(NAME##_2, T, 2) \
    DEFINE_TEST_ARRAY_TYPE_RANK(NAME##_5, T, 5) \
    static bool NAME(void) \
    { \
        int data[5] = {1, 2, 3, 4, 5}; \
        return NAME##_1(data) && NAME##_2(data) && NAME##_5(data); \
    }

/* test_array_userdefined<T, R>(data): an array of extent data[0..R) that a
 * kernel fills with KERNEL(idx, a1), checked by VERIFY(&a1). */
#define DEFINE_TEST_ARRAY_USERDEFINED(NAME, T, R, KERNEL, VERIFY) \
    static bool NAME(int *data) \
    { \
        extent<R> e(data); \
        array<T, R> a1(e); \
        parallel_for_each(e, [&a1](index<R> idx) restrict(cpu, amp) { \
            KERNEL(idx, a1); \
        }); \
        return VERIFY(&a1); \
    }

/* test_array_1d/2d/3d<T, R, D...>(): the array of the size-only constructor
 * has D0 * D1 * ... elements. */
#define DEFINE_TEST_ARRAY_1D(NAME, T, D0) \
    static bool NAME(void) \
    { \
        array<T, 1> src(D0); \
        return src.extent.size() == D0; \
    }
#define DEFINE_TEST_ARRAY_2D(NAME, T, D0, D1) \
    static bool NAME(void) \
    { \
        array<T, 2> src(D0, D1); \
        return src.extent.size() == D0 * D1; \
    }
#define DEFINE_TEST_ARRAY_3D(NAME, T, D0, D1, D2) \
    static bool NAME(void) \
    { \
        array<T, 3> src(D0, D1, D2); \
        return src.extent.size() == D0 * D1 * D2; \
    }

#endif
