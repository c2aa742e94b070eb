/* Ported from amp-conformance/Tests/5_Data_Cont/5_3_c_d/Continuation/Then/ContinuationTestFlow.h:
 * copy_async(src, dest).then(continuation), where the continuation checks
 * that dest holds the value everywhere, sets a flag and signals an event the
 * test waits for; the test passes when the flag is set.
 *
 * Each function template AsyncCopyAndVerifyX<T, N> is a macro
 * DEFINE_CONT_X(NAME, T, N) defining AsyncCopyAndVerifyX_NAME, as in
 * AsynCopy/AsyncTestFlow.h, whose helpers (the per-configuration element
 * type elem_NAME, CreateRandomExtent, the filled host buffer, the test.conf
 * configurations, which are the same here, and require_device_for) this
 * header uses. The lambda continuation is a function taking a context
 * (then(fn, arg), LANGUAGE.md section 10): the destination, the flag
 * (InterlockedExchange is an atomic store) and concurrency::event, which is
 * a mutex, a condition variable and a bool. */
#ifndef CONFORMANCE_CONTINUATION_TEST_FLOW_H
#define CONFORMANCE_CONTINUATION_TEST_FLOW_H

#include <pthread.h>
#include "../../AsynCopy/AsyncTestFlow.h"

#define RANGE 40
#define VALUE 10

/* concurrency::event: set() wakes every wait(), before or after. */
struct cont_event {
    pthread_mutex_t lock;
    pthread_cond_t changed;
    bool is_set;
};

static void cont_event_init(struct cont_event *e)
{
    pthread_mutex_init(&e->lock, NULL);
    pthread_cond_init(&e->changed, NULL);
    e->is_set = false;
}

static void cont_event_set(struct cont_event *e)
{
    pthread_mutex_lock(&e->lock);
    e->is_set = true;
    pthread_cond_broadcast(&e->changed);
    pthread_mutex_unlock(&e->lock);
}

/* Waits for set(), then frees the event. */
static void cont_event_wait(struct cont_event *e)
{
    pthread_mutex_lock(&e->lock);
    while (!e->is_set)
        pthread_cond_wait(&e->changed, &e->lock);
    pthread_mutex_unlock(&e->lock);
    pthread_cond_destroy(&e->changed);
    pthread_mutex_destroy(&e->lock);
}

/* The continuations of one configuration, one per kind of destination: an
 * array, an array_view, a host buffer (std::vector). Each checks the
 * destination (an array or view copied out to the host first), sets the
 * flag when it holds the value everywhere, and sets the event. */
#define DEFINE_CONTINUATIONS(NAME, T, N) \
    struct cont_##NAME { \
        array<T, N> *destArray; \
        array_view<T, N> destArrayView; \
        T *destCont; \
        int size; \
        T value; \
        int flag; \
        struct cont_event waitEvent; \
    }; \
    static void cont_finish_##NAME(struct cont_##NAME *c, const T *got) \
    { \
        if (all_same_##NAME(got, c->size, c->value)) \
            __atomic_store_n(&c->flag, 1, __ATOMIC_SEQ_CST); \
        cont_event_set(&c->waitEvent); \
    } \
    static void cont_verify_array_##NAME(void *arg) \
    { \
        struct cont_##NAME *c = arg; \
        T *host = malloc(c->size * sizeof *host); \
        copy(*c->destArray, host); \
        cont_finish_##NAME(c, host); \
        free(host); \
    } \
    static void cont_verify_view_##NAME(void *arg) \
    { \
        struct cont_##NAME *c = arg; \
        T *host = malloc(c->size * sizeof *host); \
        copy(c->destArrayView, host); \
        cont_finish_##NAME(c, host); \
        free(host); \
    } \
    static void cont_verify_host_##NAME(void *arg) \
    { \
        struct cont_##NAME *c = arg; \
        cont_finish_##NAME(c, c->destCont); \
    }

#define CONT_DEFINE_HELPERS(NAME, T, N, SRC, DEST) DEFINE_CONTINUATIONS(NAME, T, N)
ASYNC_CONFIGS(CONT_DEFINE_HELPERS)

/* The start of every test: the extent, the value, a host buffer holding it
 * (data, the original's data or srcCont) and the continuation's context. */
#define CONT_SETUP(NAME, T, N) \
    extent<N> dataExtent = random_extent_##NAME(RANGE); \
    const T expected_value = (T)VALUE; \
    int size = dataExtent.size(); \
    T *data = filled_##NAME(size, expected_value); \
    struct cont_##NAME c = { .size = size, .value = expected_value, .flag = 0 }; \
    cont_event_init(&c.waitEvent)

/* Starts the copy with its continuation KIND (array, view, host), waits for
 * the event and returns the flag. */
#define CONT_RUN(NAME, KIND, ...) \
    completion_future cf = copy_async(__VA_ARGS__); \
    cf.then(cont_verify_##KIND##_##NAME, &c); \
    cont_event_wait(&c.waitEvent); \
    free(data); \
    return __atomic_load_n(&c.flag, __ATOMIC_SEQ_CST) == 1

#define CONT_DEST_ARRAY(T, N) \
    array<T, N> destArray(dataExtent, destDevice.create_view()); \
    c.destArray = &destArray

#define CONT_DEST_VIEW(T, N) \
    array<T, N> dataArray(dataExtent, destDevice.create_view()); \
    array_view<T, N> destArrayView(dataArray); \
    c.destArrayView = destArrayView

#define CONT_DEST_HOST(T) \
    T *destCont = calloc(size, sizeof *destCont); \
    c.destCont = destCont

#define DEFINE_CONT_ARRAY_TO_ARRAY(NAME, T, N) \
    static bool AsyncCopyAndVerifyArrayToArray_##NAME(accelerator srcDevice, accelerator destDevice) \
    { \
        CONT_SETUP(NAME, T, N); \
        array<T, N> srcArray(dataExtent, data, srcDevice.create_view()); \
        CONT_DEST_ARRAY(T, N); \
        CONT_RUN(NAME, array, srcArray, destArray); \
    }

#define DEFINE_CONT_ARRAY_TO_ARRAY_VIEW(NAME, T, N) \
    static bool AsyncCopyAndVerifyArrayToArrayView_##NAME(accelerator srcDevice, accelerator destDevice) \
    { \
        CONT_SETUP(NAME, T, N); \
        array<T, N> srcArray(dataExtent, data, srcDevice.create_view()); \
        CONT_DEST_VIEW(T, N); \
        CONT_RUN(NAME, view, srcArray, destArrayView); \
    }

/* The original's srcArrayView here is an array (a copy of dataArray). */
#define DEFINE_CONT_ARRAY_VIEW_TO_ARRAY(NAME, T, N) \
    static bool AsyncCopyAndVerifyArrayViewToArray_##NAME(accelerator srcDevice, accelerator destDevice) \
    { \
        CONT_SETUP(NAME, T, N); \
        array<T, N> dataArray(dataExtent, data, srcDevice.create_view()); \
        array<T, N> srcArrayView(dataArray); \
        CONT_DEST_ARRAY(T, N); \
        CONT_RUN(NAME, array, srcArrayView, destArray); \
    }

#define DEFINE_CONT_ARRAY_VIEW_CONST_TO_ARRAY(NAME, T, N) \
    static bool AsyncCopyAndVerifyArrayViewConstToArray_##NAME(accelerator srcDevice, accelerator destDevice) \
    { \
        CONT_SETUP(NAME, T, N); \
        array<T, N> dataArray(dataExtent, data, srcDevice.create_view()); \
        array_view<const T, N> srcArrayView(dataArray); \
        CONT_DEST_ARRAY(T, N); \
        CONT_RUN(NAME, array, srcArrayView, destArray); \
    }

#define DEFINE_CONT_ARRAY_VIEW_TO_ARRAY_VIEW(NAME, T, N) \
    static bool AsyncCopyAndVerifyArrayViewToArrayView_##NAME(accelerator srcDevice, accelerator destDevice) \
    { \
        CONT_SETUP(NAME, T, N); \
        array<T, N> srcArray(dataExtent, data, srcDevice.create_view()); \
        array_view<T, N> srcArrayView(srcArray); \
        CONT_DEST_VIEW(T, N); \
        CONT_RUN(NAME, view, srcArrayView, destArrayView); \
    }

#define DEFINE_CONT_ARRAY_VIEW_CONST_TO_ARRAY_VIEW(NAME, T, N) \
    static bool AsyncCopyAndVerifyArrayViewConstToArrayView_##NAME(accelerator srcDevice, accelerator destDevice) \
    { \
        CONT_SETUP(NAME, T, N); \
        array<T, N> srcArray(dataExtent, data, srcDevice.create_view()); \
        array_view<const T, N> srcArrayView(srcArray); \
        CONT_DEST_VIEW(T, N); \
        CONT_RUN(NAME, view, srcArrayView, destArrayView); \
    }

/* The host destination is freed after the continuation has run. */
#define CONT_RUN_TO_HOST(NAME, SRC) \
    completion_future cf = copy_async(SRC, destCont); \
    cf.then(cont_verify_host_##NAME, &c); \
    cont_event_wait(&c.waitEvent); \
    free(destCont); \
    free(data); \
    return __atomic_load_n(&c.flag, __ATOMIC_SEQ_CST) == 1

#define DEFINE_CONT_ARRAY_TO_ITER(NAME, T, N) \
    static bool AsyncCopyAndVerifyArrayToIter_##NAME(accelerator srcDevice) \
    { \
        CONT_SETUP(NAME, T, N); \
        array<T, N> srcArray(dataExtent, data, srcDevice.create_view()); \
        CONT_DEST_HOST(T); \
        CONT_RUN_TO_HOST(NAME, srcArray); \
    }

#define DEFINE_CONT_ARRAY_VIEW_TO_ITER(NAME, T, N) \
    static bool AsyncCopyAndVerifyArrayViewToIter_##NAME(accelerator srcDevice) \
    { \
        CONT_SETUP(NAME, T, N); \
        array<T, N> dataArray(dataExtent, data, srcDevice.create_view()); \
        array_view<T, N> srcArrayView(dataArray); \
        CONT_DEST_HOST(T); \
        CONT_RUN_TO_HOST(NAME, srcArrayView); \
    }

/* From the host buffer srcCont (data): srcCont.begin(), or begin and end. */
#define DEFINE_CONT_ITER_TO_ARRAY(NAME, T, N) \
    static bool AsyncCopyAndVerifyIterToArray_##NAME(accelerator destDevice) \
    { \
        CONT_SETUP(NAME, T, N); \
        T *srcCont = data; \
        CONT_DEST_ARRAY(T, N); \
        CONT_RUN(NAME, array, srcCont, destArray); \
    }

#define DEFINE_CONT_ITER2_TO_ARRAY(NAME, T, N) \
    static bool AsyncCopyAndVerifyIter2ToArray_##NAME(accelerator destDevice) \
    { \
        CONT_SETUP(NAME, T, N); \
        T *srcCont = data; \
        CONT_DEST_ARRAY(T, N); \
        CONT_RUN(NAME, array, srcCont, srcCont + size, destArray); \
    }

#define DEFINE_CONT_ITER_TO_ARRAY_VIEW(NAME, T, N) \
    static bool AsyncCopyAndVerifyIterToArrayView_##NAME(accelerator destDevice) \
    { \
        CONT_SETUP(NAME, T, N); \
        T *srcCont = data; \
        CONT_DEST_VIEW(T, N); \
        CONT_RUN(NAME, view, srcCont, destArrayView); \
    }

#define DEFINE_CONT_ITER2_TO_ARRAY_VIEW(NAME, T, N) \
    static bool AsyncCopyAndVerifyIter2ToArrayView_##NAME(accelerator destDevice) \
    { \
        CONT_SETUP(NAME, T, N); \
        T *srcCont = data; \
        CONT_DEST_VIEW(T, N); \
        CONT_RUN(NAME, view, srcCont, srcCont + size, destArrayView); \
    }

#endif
