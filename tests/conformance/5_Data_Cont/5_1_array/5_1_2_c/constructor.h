/* Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_2_c/constructor.h:
 * the helpers of the array constructor tests that the ports use, each
 * function template a macro that defines one function per instantiation
 * (std::vector<T> vdata = a1 is a1.copy_to into a malloc'd buffer). The
 * tests' accelerator::set_default(require_device()) is left out: the ports
 * run on the default device, which the suite chooses (AMPCC_DEVICE). */
#ifndef CONFORMANCE_ARRAY_CONSTRUCTOR_H
#define CONFORMANCE_ARRAY_CONSTRUCTOR_H

#include <stdlib.h>
#include <stdio.h>
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

/* test_feature_itr with a begin iterator only: src made from first (SRC_ARGS
 * the constructor's arguments before it), dst a copy of it made by a kernel;
 * both hold SIZE elements and dst equals src (Verify). An iterator is a
 * pointer to the data in the order the container gives it. */
#define DEFINE_TEST_FEATURE_ITR_BODY(T, R, SIZE, ...) \
        array<T, R> src(__VA_ARGS__, first); \
        array<T, R> dst(__VA_ARGS__); \
        parallel_for_each(src.extent, [&src, &dst](index<R> idx) restrict(amp) { \
            dst[idx] = src(idx); \
        }); \
        if ((int)src.extent.size() != (SIZE) || (int)dst.extent.size() != (SIZE)) { \
            printf("Invalid size : src - %d dst - %d\n", (int)src.extent.size(), (int)dst.extent.size()); \
            return false; \
        } \
        T *src_data = malloc((SIZE) * sizeof *src_data), *dst_data = malloc((SIZE) * sizeof *dst_data); \
        src.copy_to(src_data); \
        dst.copy_to(dst_data); \
        bool ok = true; \
        for (int i = 0; i < (SIZE); i++) \
            if (dst_data[i] != src_data[i]) { \
                printf("Mismatch at %d\n", i); \
                ok = false; \
                break; \
            } \
        free(src_data); \
        free(dst_data); \
        return ok;

#define DEFINE_TEST_FEATURE_ITR_EXTENT(NAME, T, R) \
    static bool NAME(extent<R> e, T *first) \
    { \
        DEFINE_TEST_FEATURE_ITR_BODY(T, R, (int)e.size(), e) \
    }
#define DEFINE_TEST_FEATURE_ITR_1D(NAME, T) \
    static bool NAME(int d0, T *first) \
    { \
        DEFINE_TEST_FEATURE_ITR_BODY(T, 1, d0, d0) \
    }
#define DEFINE_TEST_FEATURE_ITR_2D(NAME, T) \
    static bool NAME(int d0, int d1, T *first) \
    { \
        DEFINE_TEST_FEATURE_ITR_BODY(T, 2, d0 * d1, d0, d1) \
    }
#define DEFINE_TEST_FEATURE_ITR_3D(NAME, T) \
    static bool NAME(int d0, int d1, int d2, T *first) \
    { \
        DEFINE_TEST_FEATURE_ITR_BODY(T, 3, d0 * d1 * d2, d0, d1, d2) \
    }

/* A reverse iterator over data[0..n): a reversed copy (free it). */
#define REVERSED(T, data, n) reversed_##T(data, n)
#define DEFINE_REVERSED(T) \
    static T *reversed_##T(const T *data, int n) \
    { \
        T *r = malloc(n * sizeof *r); \
        for (int i = 0; i < n; i++) \
            r[i] = data[n - 1 - i]; \
        return r; \
    }

/* Sets every element of SRC (rank RK, extent E) to VALUE in a kernel and
 * checks it on the CPU; returns false from the function where one differs. */
#define FILL_AND_CHECK(T, RK, SRC, E, VALUE) \
    { \
        parallel_for_each(E, [&SRC](index<RK> idx) restrict(amp) { \
            SRC[idx] = VALUE; \
        }); \
        int size_ = (E).size(); \
        T *opt = malloc(size_ * sizeof *opt); \
        SRC.copy_to(opt); \
        bool ok_ = true; \
        for (int i = 0; i < size_; i++) \
            if (opt[i] != VALUE) \
                ok_ = false; \
        free(opt); \
        if (!ok_) \
            return false; \
    }

/* test_accl_constructor<T, R, accelerator_view>(device): arrays made on
 * device with the extent constructor (3 per dimension) and the size-only
 * ones of ranks 1, 2 and 3, each filled with R by a kernel. Written for
 * R >= 3 (the "if (_rank > N)" of the original always hold then). */
#define DEFINE_TEST_ACCL_CONSTRUCTOR(NAME, T, R) \
    static bool NAME(accelerator_view device) \
    { \
        int edata[R]; \
        for (int i = 0; i < R; i++) \
            edata[i] = 3; \
        { \
            extent<R> e1(edata); \
            array<T, R> src(e1, device); \
            FILL_AND_CHECK(T, R, src, e1, R) \
        } \
        { /* for rank 1 */ \
            array<T, 1> src(edata[0], device); \
            extent<1> e1(edata); \
            FILL_AND_CHECK(T, 1, src, e1, R) \
        } \
        { /* for rank 2 */ \
            array<T, 2> src(edata[0], edata[1], device); \
            extent<2> e1(edata); \
            FILL_AND_CHECK(T, 2, src, e1, R) \
        } \
        { /* for rank 3 */ \
            array<T, 3> src(edata[0], edata[1], edata[2], device); \
            extent<3> e1(edata); \
            FILL_AND_CHECK(T, 3, src, e1, R) \
        } \
        return true; \
    }

/* Sets every element of SRC (rank RK, extent E) to VALUE in a kernel and
 * records in PASSED whether all of them read back as VALUE
 * (VerifyAllSameValue(opt, value) == -1). */
#define FILL_AND_REPORT(T, RK, SRC, E, VALUE, PASSED) \
    { \
        parallel_for_each(E, [&SRC](index<RK> idx) restrict(amp) { \
            SRC[idx] = VALUE; \
        }); \
        int size_ = (E).size(); \
        T *opt = malloc(size_ * sizeof *opt); \
        SRC.copy_to(opt); \
        int first_other = -1; \
        for (int i = 0; i < size_ && first_other < 0; i++) \
            if (opt[i] != (T)(VALUE)) \
                first_other = i; \
        free(opt); \
        REPORT_RESULT(PASSED, first_other == -1); \
    }

/* test_accl_staging_buffer_constructor<T, R, accelerator_view>(device1,
 * device2): arrays made with (extent, device1, device2) and the size-only
 * ones of ranks 1, 2 and 3 with both views, each filled with R by a kernel
 * and checked on the CPU. Written for R >= 3 (the "if (_rank > N)" of the
 * original always hold then). Returns runall_pass or runall_fail. */
#define DEFINE_TEST_ACCL_STAGING_BUFFER_CONSTRUCTOR(NAME, T, R) \
    static bool NAME(accelerator_view device1, accelerator_view device2) \
    { \
        int edata[R]; \
        for (int i = 0; i < R; i++) \
            edata[i] = 3; \
        int passed = runall_pass; \
        { /* Extent based staging constructor */ \
            extent<R> e1(edata); \
            array<T, R> src(e1, device1, device2); \
            FILL_AND_REPORT(T, R, src, e1, R, passed) \
        } \
        { /* for rank 1 */ \
            array<T, 1> src(edata[0], device1, device2); \
            extent<1> e1(edata); \
            FILL_AND_REPORT(T, 1, src, e1, R, passed) \
        } \
        { /* for rank 2 */ \
            array<T, 2> src(edata[0], edata[1], device1, device2); \
            extent<2> e1(edata); \
            FILL_AND_REPORT(T, 2, src, e1, R, passed) \
        } \
        { \
            array<T, 3> src(edata[0], edata[1], edata[2], device1, device2); \
            extent<3> e1(edata); \
            FILL_AND_REPORT(T, 3, src, e1, R, passed) \
        } \
        return passed == runall_pass; \
    }

/* test_feature_itr with a bounded range [first, last) (C++ AMP's iterator
 * pair; two pointers in AMP C): src1 made from the range and doubled by a
 * kernel; src2 made with SRC2_ARGS (the range again, or for the 1-3D
 * overloads the begin iterator only, as the original has it) set to src1
 * where src1 is twice it, else 0; dst 1 where src1 and src2 differ; no
 * element of dst may be 1, and it holds SIZE elements. */
#define DEFINE_TEST_FEATURE_ITR_RANGE_BODY(T, R, SIZE, SRC1_ARGS, SRC2_ARGS, DST_ARGS) \
        array<T, R> src1 SRC1_ARGS; \
        parallel_for_each(src1.extent, [&src1](index<R> idx) restrict(amp) { \
            src1(idx) = src1[idx] * 2; \
        }); \
        array<T, R> src2 SRC2_ARGS; \
        parallel_for_each(src2.extent, [&src1, &src2](index<R> idx) restrict(amp) { \
            if (src1(idx) != (src2(idx) * 2)) \
                src2(idx) = 0; \
            else \
                src2(idx) = src1(idx); \
        }); \
        array<T, R> dst DST_ARGS; \
        parallel_for_each(dst.extent, [&src1, &src2, &dst](index<R> idx) restrict(amp) { \
            if (src1(idx) != src2(idx)) \
                dst(idx) = 1; \
            else \
                dst(idx) = 0; \
        }); \
        if ((int)dst.extent.size() != (SIZE)) \
            return false; \
        T *dst_data = malloc((SIZE) * sizeof *dst_data); \
        dst.copy_to(dst_data); \
        bool ok = true; \
        for (int i = 0; i < (SIZE); i++) \
            if (dst_data[i] == 1) \
                ok = false; \
        free(dst_data); \
        return ok;

#define DEFINE_TEST_FEATURE_ITR_RANGE_EXTENT(NAME, T, R) \
    static bool NAME(extent<R> e, T *first, T *last) \
    { \
        DEFINE_TEST_FEATURE_ITR_RANGE_BODY(T, R, (int)e.size(), (e, first, last), (e, first, last), (e)) \
    }
#define DEFINE_TEST_FEATURE_ITR_RANGE_1D(NAME, T, D0) \
    static bool NAME(T *first, T *last) \
    { \
        DEFINE_TEST_FEATURE_ITR_RANGE_BODY(T, 1, D0, (D0, first, last), (D0, first), (D0)) \
    }
#define DEFINE_TEST_FEATURE_ITR_RANGE_2D(NAME, T, D0, D1) \
    static bool NAME(T *first, T *last) \
    { \
        DEFINE_TEST_FEATURE_ITR_RANGE_BODY(T, 2, D0 * D1, (D0, D1, first, last), (D0, D1, first), (D0, D1)) \
    }
#define DEFINE_TEST_FEATURE_ITR_RANGE_3D(NAME, T, D0, D1, D2) \
    static bool NAME(T *first, T *last) \
    { \
        DEFINE_TEST_FEATURE_ITR_RANGE_BODY(T, 3, D0 * D1 * D2, (D0, D1, D2, first, last), (D0, D1, D2, first), \
                                           (D0, D1, D2)) \
    }

/* The accelerator_view (and staging) forms of test_feature_itr and
 * test_feature_staging_itr: src made with SRC_ARGS, dst with DST_ARGS, a
 * kernel copies src to dst, and dst equals src (Verify); CHECK_SIZE: the
 * begin-iterator overloads also check that both hold SIZE elements. */
#define DEFINE_TEST_FEATURE_COPY_BODY(T, R, SIZE, CHECK_SIZE, SRC_ARGS, DST_ARGS) \
        array<T, R> src SRC_ARGS; \
        array<T, R> dst DST_ARGS; \
        parallel_for_each(src.extent, [&src, &dst](index<R> idx) restrict(amp) { \
            dst(idx) = src[idx]; \
        }); \
        if ((CHECK_SIZE) && ((int)src.extent.size() != (SIZE) || (int)dst.extent.size() != (SIZE))) { \
            printf("Invalid size : src - %d dst - %d\n", (int)src.extent.size(), (int)dst.extent.size()); \
            return false; \
        } \
        int n_ = src.extent.size(); \
        T *src_data = malloc(n_ * sizeof *src_data), *dst_data = malloc(n_ * sizeof *dst_data); \
        src.copy_to(src_data); \
        dst.copy_to(dst_data); \
        bool ok = true; \
        for (int i = 0; i < n_; i++) \
            if (dst_data[i] != src_data[i]) { \
                printf("Mismatch at %d\n", i); \
                ok = false; \
                break; \
            } \
        free(src_data); \
        free(dst_data); \
        return ok;

/* test_feature_itr(e, first, last, device) and (e, first, device) */
#define DEFINE_TEST_FEATURE_ITR_RANGE_ACCL_EXTENT(NAME, T, R) \
    static bool NAME(extent<R> e, T *first, T *last, accelerator_view device) \
    { \
        DEFINE_TEST_FEATURE_COPY_BODY(T, R, 0, false, (e, first, last, device), (e, device)) \
    }
#define DEFINE_TEST_FEATURE_ITR_ACCL_EXTENT(NAME, T, R) \
    static bool NAME(extent<R> e, T *first, accelerator_view device) \
    { \
        DEFINE_TEST_FEATURE_COPY_BODY(T, R, (int)e.size(), true, (e, first, device), (e, device)) \
    }
/* test_feature_itr<T, R, D...>(first, last, device) and (first, device) */
#define DEFINE_TEST_FEATURE_ITR_RANGE_ACCL_SIZES(NAME, T, R, SIZE, ...) \
    static bool NAME(T *first, T *last, accelerator_view device) \
    { \
        DEFINE_TEST_FEATURE_COPY_BODY(T, R, SIZE, false, (__VA_ARGS__, first, last, device), (__VA_ARGS__, device)) \
    }
#define DEFINE_TEST_FEATURE_ITR_ACCL_SIZES(NAME, T, R, SIZE, ...) \
    static bool NAME(T *first, accelerator_view device) \
    { \
        DEFINE_TEST_FEATURE_COPY_BODY(T, R, SIZE, true, (__VA_ARGS__, first, device), (__VA_ARGS__, device)) \
    }
/* test_feature_staging_itr(e, first, last, device1, device2) and its sizes forms */
#define DEFINE_TEST_FEATURE_STAGING_ITR_RANGE_EXTENT(NAME, T, R) \
    static bool NAME(extent<R> e, T *first, T *last, accelerator_view device1, accelerator_view device2) \
    { \
        DEFINE_TEST_FEATURE_COPY_BODY(T, R, 0, false, (e, first, last, device1, device2), (e, device1, device2)) \
    }
#define DEFINE_TEST_FEATURE_STAGING_ITR_RANGE_SIZES(NAME, T, R, SIZE, ...) \
    static bool NAME(T *first, T *last, accelerator_view device1, accelerator_view device2) \
    { \
        DEFINE_TEST_FEATURE_COPY_BODY(T, R, SIZE, false, (__VA_ARGS__, first, last, device1, device2), \
                                      (__VA_ARGS__, device1, device2)) \
    }

/* test_feature_staging_itr(e, first, device1, device2) and its sizes forms:
 * the begin-iterator ones, which also check the sizes. */
#define DEFINE_TEST_FEATURE_STAGING_ITR_EXTENT(NAME, T, R) \
    static bool NAME(extent<R> e, T *first, accelerator_view device1, accelerator_view device2) \
    { \
        DEFINE_TEST_FEATURE_COPY_BODY(T, R, (int)e.size(), true, (e, first, device1, device2), \
                                      (e, device1, device2)) \
    }
#define DEFINE_TEST_FEATURE_STAGING_ITR_SIZES(NAME, T, R, SIZE, ...) \
    static bool NAME(T *first, accelerator_view device1, accelerator_view device2) \
    { \
        DEFINE_TEST_FEATURE_COPY_BODY(T, R, SIZE, true, (__VA_ARGS__, first, device1, device2), \
                                      (__VA_ARGS__, device1, device2)) \
    }

#endif
