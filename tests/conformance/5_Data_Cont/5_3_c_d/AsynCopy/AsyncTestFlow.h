/* Ported from amp-conformance/Tests/5_Data_Cont/5_3_c_d/AsynCopy/AsyncTestFlow.h:
 * copy_async between arrays, array_views and host memory, two copies from
 * one source at once, then every container checked to hold the value.
 *
 * Each function template AsyncCopyAndVerifyX<T, N> is a macro
 * DEFINE_ASYNC_X(NAME, T, N) defining AsyncCopyAndVerifyX_NAME; a test
 * defines the ones its test.conf instantiates. std::shared_future is a
 * completion_future; a std::vector is a malloc'd host buffer, begin() its
 * pointer and end() one past its last element. VerifyAllSameValue of an
 * array or array_view (which the original converts to a std::vector) copies
 * it out to the host and compares every element. CreateRandomExtent<N>(5)
 * of the suite's library is an extent of N random sizes in [1, 5]. */
#ifndef CONFORMANCE_ASYNC_TEST_FLOW_H
#define CONFORMANCE_ASYNC_TEST_FLOW_H

#include <stdio.h>
#include <stdlib.h>
#include "amptest.h"

/* Checks one host buffer: true when every element equals value. */
#define DEFINE_ALL_SAME(NAME, T) \
    static bool all_same_##NAME(const T *data, int size, T value) \
    { \
        for (int i = 0; i < size; i++) \
            if (data[i] != value) { \
                fprintf(stderr, "VerifyAllSameValue: element %d differs\n", i); \
                return false; \
            } \
        return true; \
    }

/* The helpers of one configuration; elem_NAME is its element type. */
#define DEFINE_VIEW_SAME(NAME, T, N) \
    typedef T elem_##NAME; \
    DEFINE_ALL_SAME(NAME, T) \
    static extent<N> random_extent_##NAME(int max_dim) \
    { \
        extent<N> e; \
        for (int d = 0; d < N; d++) \
            e[d] = 1 + (int)(amptest_next() % (unsigned)max_dim); \
        return e; \
    } \
    static T *filled_##NAME(int size, T value) \
    { \
        T *data = malloc(size * sizeof *data); \
        for (int i = 0; i < size; i++) \
            data[i] = value; \
        return data; \
    }

/* The start of every test: the extent, the value and a host buffer filled
 * with it (data), as the original's data or srcCont. */
#define ASYNC_SETUP(NAME, T, N) \
    extent<N> dataExtent = random_extent_##NAME(5); \
    const T expected_value = (T)10; \
    int size = dataExtent.size(); \
    T *data = filled_##NAME(size, expected_value)

/* VerifyAllSameValue(v, value) != -1 of the original, for an array or
 * array_view v: copied out to the host, every element compared. */
#define CHECK_VIEW(NAME, v, what) { \
        elem_##NAME *host = malloc(size * sizeof *host); \
        copy(v, host); \
        if (!all_same_##NAME(host, size, expected_value)) { \
            fprintf(stderr, "Verifying %s: FAILED\n", what); \
            ok = false; \
        } \
        free(host); \
    }

#define CHECK_HOST(NAME, p, what) \
    if (!all_same_##NAME(p, size, expected_value)) { \
        fprintf(stderr, "Verifying %s: FAILED\n", what); \
        ok = false; \
    }

#define DEFINE_ASYNC_ARRAY_TO_ARRAY(NAME, T, N) \
    static bool AsyncCopyAndVerifyArrayToArray_##NAME(accelerator srcDevice, accelerator destDevice) \
    { \
        ASYNC_SETUP(NAME, T, N); \
        array<T, N> srcArray(dataExtent, data, srcDevice.create_view()); \
        array<T, N> destArray1(dataExtent, destDevice.create_view()); \
        array<T, N> destArray2(dataExtent, destDevice.create_view()); \
        completion_future w1 = copy_async(srcArray, destArray1); \
        completion_future w2 = copy_async(srcArray, destArray2); \
        w1.wait(); \
        w2.wait(); \
        bool ok = true; \
        CHECK_VIEW(NAME, srcArray, "srcArray") \
        CHECK_VIEW(NAME, destArray1, "destArray1") \
        CHECK_VIEW(NAME, destArray2, "destArray2") \
        free(data); \
        return ok; \
    }

#define DEFINE_ASYNC_ARRAY_TO_ARRAY_VIEW(NAME, T, N) \
    static bool AsyncCopyAndVerifyArrayToArrayView_##NAME(accelerator srcDevice, accelerator destDevice) \
    { \
        ASYNC_SETUP(NAME, T, N); \
        array<T, N> srcArray(dataExtent, data, srcDevice.create_view()); \
        array<T, N> dataArray1(dataExtent, destDevice.create_view()); \
        array_view<T, N> destArrayView1(dataArray1); \
        array<T, N> dataArray2(dataExtent, destDevice.create_view()); \
        array_view<T, N> destArrayView2(dataArray2); \
        completion_future w1 = copy_async(srcArray, destArrayView1); \
        completion_future w2 = copy_async(srcArray, destArrayView2); \
        w1.wait(); \
        w2.wait(); \
        bool ok = true; \
        CHECK_VIEW(NAME, srcArray, "srcArray") \
        CHECK_VIEW(NAME, destArrayView1, "destArrayView1") \
        CHECK_VIEW(NAME, destArrayView2, "destArrayView2") \
        free(data); \
        return ok; \
    }

/* The original's srcArrayView here is an array (a copy of dataArray). */
#define DEFINE_ASYNC_ARRAY_VIEW_TO_ARRAY(NAME, T, N) \
    static bool AsyncCopyAndVerifyArrayViewToArray_##NAME(accelerator srcDevice, accelerator destDevice) \
    { \
        ASYNC_SETUP(NAME, T, N); \
        array<T, N> dataArray(dataExtent, data, srcDevice.create_view()); \
        array<T, N> srcArrayView(dataArray); \
        array<T, N> destArray1(dataExtent, destDevice.create_view()); \
        array<T, N> destArray2(dataExtent, destDevice.create_view()); \
        completion_future w1 = copy_async(srcArrayView, destArray1); \
        completion_future w2 = copy_async(srcArrayView, destArray2); \
        w1.wait(); \
        w2.wait(); \
        bool ok = true; \
        CHECK_VIEW(NAME, srcArrayView, "srcArray") \
        CHECK_VIEW(NAME, destArray1, "destArray1") \
        CHECK_VIEW(NAME, destArray2, "destArray2") \
        free(data); \
        return ok; \
    }

#define DEFINE_ASYNC_ARRAY_VIEW_CONST_TO_ARRAY(NAME, T, N) \
    static bool AsyncCopyAndVerifyArrayViewConstToArray_##NAME(accelerator srcDevice, accelerator destDevice) \
    { \
        ASYNC_SETUP(NAME, T, N); \
        array<T, N> dataArray(dataExtent, data, srcDevice.create_view()); \
        array_view<const T, N> srcArrayView(dataArray); \
        array<T, N> destArray1(dataExtent, destDevice.create_view()); \
        array<T, N> destArray2(dataExtent, destDevice.create_view()); \
        completion_future w1 = copy_async(srcArrayView, destArray1); \
        completion_future w2 = copy_async(srcArrayView, destArray2); \
        w1.wait(); \
        w2.wait(); \
        bool ok = true; \
        CHECK_VIEW(NAME, dataArray, "srcArray") \
        CHECK_VIEW(NAME, destArray1, "destArray1") \
        CHECK_VIEW(NAME, destArray2, "destArray2") \
        free(data); \
        return ok; \
    }

#define DEFINE_ASYNC_ARRAY_VIEW_TO_ARRAY_VIEW(NAME, T, N) \
    static bool AsyncCopyAndVerifyArrayViewToArrayView_##NAME(accelerator srcDevice, accelerator destDevice) \
    { \
        ASYNC_SETUP(NAME, T, N); \
        array<T, N> srcArray(dataExtent, data, srcDevice.create_view()); \
        array_view<T, N> srcArrayView(srcArray); \
        array<T, N> dataArray1(dataExtent, destDevice.create_view()); \
        array_view<T, N> destArrayView1(dataArray1); \
        array<T, N> dataArray2(dataExtent, destDevice.create_view()); \
        array_view<T, N> destArrayView2(dataArray2); \
        completion_future w1 = copy_async(srcArrayView, destArrayView1); \
        completion_future w2 = copy_async(srcArrayView, destArrayView2); \
        w1.wait(); \
        w2.wait(); \
        bool ok = true; \
        CHECK_VIEW(NAME, srcArray, "srcArray") \
        CHECK_VIEW(NAME, destArrayView1, "destArrayView1") \
        CHECK_VIEW(NAME, destArrayView2, "destArrayView2") \
        free(data); \
        return ok; \
    }

#define DEFINE_ASYNC_ARRAY_VIEW_CONST_TO_ARRAY_VIEW(NAME, T, N) \
    static bool AsyncCopyAndVerifyArrayViewConstToArrayView_##NAME(accelerator srcDevice, accelerator destDevice) \
    { \
        ASYNC_SETUP(NAME, T, N); \
        array<T, N> srcArray(dataExtent, data, srcDevice.create_view()); \
        array_view<const T, N> srcArrayView(srcArray); \
        array<T, N> dataArray1(dataExtent, destDevice.create_view()); \
        array_view<T, N> destArrayView1(dataArray1); \
        array<T, N> dataArray2(dataExtent, destDevice.create_view()); \
        array_view<T, N> destArrayView2(dataArray2); \
        completion_future w1 = copy_async(srcArrayView, destArrayView1); \
        completion_future w2 = copy_async(srcArrayView, destArrayView2); \
        w1.wait(); \
        w2.wait(); \
        bool ok = true; \
        CHECK_VIEW(NAME, srcArray, "srcArray") \
        CHECK_VIEW(NAME, destArrayView1, "destArrayView1") \
        CHECK_VIEW(NAME, destArrayView2, "destArrayView2") \
        free(data); \
        return ok; \
    }

/* SRC is srcArray or srcArrayView: a container copied into two host buffers. */
#define ASYNC_TO_HOST(NAME, SRC) \
        T_HOST_BUFFERS(NAME); \
        completion_future w1 = copy_async(SRC, destCont1); \
        completion_future w2 = copy_async(SRC, destCont2); \
        w1.wait(); \
        w2.wait(); \
        bool ok = true; \
        CHECK_VIEW(NAME, SRC, #SRC) \
        CHECK_HOST(NAME, destCont1, "destCont1") \
        CHECK_HOST(NAME, destCont2, "destCont2") \
        free(destCont1); \
        free(destCont2); \
        free(data); \
        return ok

#define T_HOST_BUFFERS(NAME) \
        elem_##NAME *destCont1 = calloc(size, sizeof *data); \
        elem_##NAME *destCont2 = calloc(size, sizeof *data)

#define DEFINE_ASYNC_ARRAY_TO_ITER(NAME, T, N) \
    static bool AsyncCopyAndVerifyArrayToIter_##NAME(accelerator srcDevice) \
    { \
        ASYNC_SETUP(NAME, T, N); \
        array<T, N> srcArray(dataExtent, data, srcDevice.create_view()); \
        ASYNC_TO_HOST(NAME, srcArray); \
    }

#define DEFINE_ASYNC_ARRAY_VIEW_TO_ITER(NAME, T, N) \
    static bool AsyncCopyAndVerifyArrayViewToIter_##NAME(accelerator srcDevice) \
    { \
        ASYNC_SETUP(NAME, T, N); \
        array<T, N> dataArray(dataExtent, data, srcDevice.create_view()); \
        array_view<T, N> srcArrayView(dataArray); \
        ASYNC_TO_HOST(NAME, srcArrayView); \
    }

/* The source is the host buffer srcCont (data); D1 and D2 are the two
 * destinations, BEGIN_END the source iterators (srcCont or srcCont, end). */
#define ASYNC_FROM_HOST(NAME, D1, D2, ...) \
        elem_##NAME *srcCont = data; \
        completion_future w1 = copy_async(__VA_ARGS__, D1); \
        completion_future w2 = copy_async(__VA_ARGS__, D2); \
        w1.wait(); \
        w2.wait(); \
        bool ok = true; \
        CHECK_HOST(NAME, srcCont, "srcCont") \
        CHECK_VIEW(NAME, D1, #D1) \
        CHECK_VIEW(NAME, D2, #D2) \
        free(data); \
        return ok

#define DEST_ARRAYS(T, N) \
        array<T, N> destArray1(dataExtent, destDevice.create_view()); \
        array<T, N> destArray2(dataExtent, destDevice.create_view())

#define DEST_VIEWS(T, N) \
        array<T, N> dataArray1(dataExtent, destDevice.create_view()); \
        array_view<T, N> destArrayView1(dataArray1); \
        array<T, N> dataArray2(dataExtent, destDevice.create_view()); \
        array_view<T, N> destArrayView2(dataArray2)

#define DEFINE_ASYNC_ITER_TO_ARRAY(NAME, T, N) \
    static bool AsyncCopyAndVerifyIterToArray_##NAME(accelerator destDevice) \
    { \
        ASYNC_SETUP(NAME, T, N); \
        DEST_ARRAYS(T, N); \
        ASYNC_FROM_HOST(NAME, destArray1, destArray2, srcCont); \
    }

#define DEFINE_ASYNC_ITER2_TO_ARRAY(NAME, T, N) \
    static bool AsyncCopyAndVerifyIter2ToArray_##NAME(accelerator destDevice) \
    { \
        ASYNC_SETUP(NAME, T, N); \
        DEST_ARRAYS(T, N); \
        ASYNC_FROM_HOST(NAME, destArray1, destArray2, srcCont, srcCont + size); \
    }

#define DEFINE_ASYNC_ITER_TO_ARRAY_VIEW(NAME, T, N) \
    static bool AsyncCopyAndVerifyIterToArrayView_##NAME(accelerator destDevice) \
    { \
        ASYNC_SETUP(NAME, T, N); \
        DEST_VIEWS(T, N); \
        ASYNC_FROM_HOST(NAME, destArrayView1, destArrayView2, srcCont); \
    }

#define DEFINE_ASYNC_ITER2_TO_ARRAY_VIEW(NAME, T, N) \
    static bool AsyncCopyAndVerifyIter2ToArrayView_##NAME(accelerator destDevice) \
    { \
        ASYNC_SETUP(NAME, T, N); \
        DEST_VIEWS(T, N); \
        ASYNC_FROM_HOST(NAME, destArrayView1, destArrayView2, srcCont, srcCont + size); \
    }

/* The configurations of the folder's test.conf: DATA_TYPE, RANK, SRC_DEVICE,
 * DEST_DEVICE. X(NAME, T, N, SRC, DEST) is applied to each. gpuDevice is
 * require_device_for<DATA_TYPE>(): a device that is not the CPU accelerator
 * (the default one when there is none). */
#define ASYNC_CONFIGS(X) \
    X(int_1, int, 1, cpuDevice, cpuDevice) \
    X(long_2, long, 2, cpuDevice, gpuDevice) \
    X(float_3, float, 3, gpuDevice, cpuDevice) \
    X(uint_1, unsigned int, 1, gpuDevice, gpuDevice) \
    X(double_3, double, 3, gpuDevice, cpuDevice)

#define ASYNC_DEFINE_HELPERS(NAME, T, N, SRC, DEST) DEFINE_VIEW_SAME(NAME, T, N)
ASYNC_CONFIGS(ASYNC_DEFINE_HELPERS)

static accelerator async_require_device(void)
{
    accelerator all[64], host(accelerator_cpu_accelerator), def;
    int n = accelerator_get_all(all, 64);
    for (int i = 0; i < n && i < 64; i++)
        if (all[i] != host)
            return all[i];
    return def;
}

#endif
