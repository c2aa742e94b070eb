// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_3_m/WithoutDataSource/Test.03/test.cpp
// Test the correctness of C++ AMP copy APIs involving array_views without a data source
// The original's test groups sit under #ifdef Copy1 ... Copy6, which its
// harness defines one at a time; the port runs every group. Each function
// template TestCopyN<T> is DEFINE_TESTS(T, NAME, CONV): NAME suffixes the
// functions, CONV(x) is the original's (T)(x) (int_3(x): every component x).
// An asynchronous copy's verification runs in the future's then() callback,
// as the original's fut.to_task().then(...) does; wait() waits for it. The
// output iterator of Copy5/Copy6 is a host pointer.
#include "amptest.h"
#include <stdlib.h>

#define WIDTH 257
#define BORDER 3

typedef struct Check {
    bool (*verify)(void *);
    void *state;
    bool passed;
} Check;

static void run_check(void *arg)
{
    Check *c = arg;
    c->passed = c->verify(c->state);
}

/* A copy's future: verify in its continuation, then wait for both. */
static bool then_verify(completion_future fut, bool (*verify)(void *), void *state)
{
    Check c = {verify, state, false};
    fut.then(run_check, &c);
    fut.wait();
    return c.passed;
}

#define INT_CONV(x) (x)
#define INT3_CONV(x) int_3(x)

#define DEFINE_TESTS(T, NAME, CONV) \
typedef struct Border_##NAME { array_view<T, 2> temp; int height; const T *src; } Border_##NAME; \
/* tempArrayView(BORDER + i, BORDER + j) against (T)(i * WIDTH + j), or srcVec */ \
static bool verify_border_##NAME(void *arg) \
{ \
    Border_##NAME *b = arg; \
    bool passed = true; \
    for (int i = 0; i < b->height; i++) \
        for (int j = 0; j < WIDTH; ++j) { \
            T want = b->src ? b->src[(i * WIDTH) + j] : CONV((i * WIDTH) + j); \
            if (b->temp(BORDER + i, BORDER + j) != want) { \
                if (passed) printf("destArrayView(%d, %d) wrong\n", i, j); \
                passed = false; \
            } \
        } \
    return passed; \
} \
static bool TestCopy1_##NAME(accelerator_view av, int numElems, bool async) \
{ \
    const int HEIGHT = (numElems + WIDTH - 1) / WIDTH; \
    array<T, 2> srcArray(HEIGHT, WIDTH, av); \
    parallel_for_each(srcArray.extent, [=, &srcArray](index<2> idx) restrict(amp) { \
        srcArray[idx] = CONV(idx[0] * WIDTH + idx[1]); \
    }); \
    array_view<T, 2> tempArrayView(HEIGHT + (2 * BORDER), WIDTH + (2 * BORDER)); \
    array_view<T, 2> destArrayView = tempArrayView.section(BORDER, BORDER, HEIGHT, WIDTH); \
    Border_##NAME b = {tempArrayView, HEIGHT, NULL}; \
    if (async) \
        return then_verify(copy_async(srcArray, destArrayView), verify_border_##NAME, &b); \
    copy(srcArray, destArrayView); \
    return verify_border_##NAME(&b); \
} \
/* with_end: copy(begin, end, dest) (TestCopy2), else copy(begin, dest) (TestCopy2_1) */ \
static bool TestCopy2_##NAME(int numElems, bool async, bool with_end) \
{ \
    const int HEIGHT = (numElems + WIDTH - 1) / WIDTH; \
    T *srcVec = malloc(sizeof(T) * HEIGHT * WIDTH); \
    for (int k = 0; k < HEIGHT * WIDTH; k++) \
        srcVec[k] = CONV(rand()); \
    array_view<T, 2> tempArrayView(HEIGHT + (2 * BORDER), WIDTH + (2 * BORDER)); \
    array_view<T, 2> destArrayView = tempArrayView.section(BORDER, BORDER, HEIGHT, WIDTH); \
    Border_##NAME b = {tempArrayView, HEIGHT, srcVec}; \
    const T *begin = srcVec, *end = with_end ? srcVec + HEIGHT * WIDTH : NULL; /* cbegin(), cend() */ \
    bool passed; \
    if (async && with_end) \
        passed = then_verify(copy_async(begin, end, destArrayView), verify_border_##NAME, &b); \
    else if (async) \
        passed = then_verify(copy_async(begin, destArrayView), verify_border_##NAME, &b); \
    else { \
        if (with_end) \
            copy(begin, end, destArrayView); \
        else \
            copy(begin, destArrayView); \
        passed = verify_border_##NAME(&b); \
    } \
    free(srcVec); \
    return passed; \
} \
static bool TestCopy3_##NAME(int numElems, bool async) \
{ \
    const int HEIGHT = (numElems + WIDTH - 1) / WIDTH; \
    array_view<T, 2> srcArrayView(HEIGHT, WIDTH); \
    parallel_for_each(srcArrayView.extent, [=](index<2> idx) restrict(amp) { \
        srcArrayView[idx] = CONV(idx[0] * WIDTH + idx[1]); \
    }); \
    array_view<T, 2> tempArrayView(HEIGHT + (2 * BORDER), WIDTH + (2 * BORDER)); \
    array_view<T, 2> destArrayView = tempArrayView.section(BORDER, BORDER, HEIGHT, WIDTH); \
    Border_##NAME b = {tempArrayView, HEIGHT, NULL}; \
    if (async) \
        return then_verify(copy_async(srcArrayView, destArrayView), verify_border_##NAME, &b); \
    copy(srcArrayView, destArrayView); \
    return verify_border_##NAME(&b); \
} \
/* every element of dest is (T)(idx[0] * WIDTH + idx[1]), checked in a kernel */ \
static bool verify_dest_##NAME(void *arg) \
{ \
    array_view<T, 2> destArrayView = *(array_view<T, 2> *)arg; \
    int passed = 1; \
    array_view<int, 1> passedView(1, &passed); \
    parallel_for_each(destArrayView.extent, [=](index<2> idx) restrict(amp) { \
        if (destArrayView[idx] != CONV(idx[0] * WIDTH + idx[1])) { \
            passedView(0) = 0; \
        } \
    }); \
    passedView.synchronize(); \
    return (passed == 1); \
} \
/* TestCopy4 (to_array) copies into an array, TestCopy4_1 into an array_view */ \
static bool TestCopy4_##NAME(accelerator_view av, int numElems, bool async, bool to_array) \
{ \
    const int HEIGHT = (numElems + WIDTH - 1) / WIDTH; \
    array_view<T, 2> tempSrcArrayView(HEIGHT + (2 * BORDER), WIDTH + (2 * BORDER)); \
    array_view<T, 2> srcArrayView = tempSrcArrayView.section(BORDER, BORDER, HEIGHT, WIDTH); \
    parallel_for_each(srcArrayView.extent, [=](index<2> idx) restrict(amp) { \
        srcArrayView[idx] = CONV(idx[0] * WIDTH + idx[1]); \
    }); \
    if (to_array) { \
        array<T, 2> destArray(HEIGHT, WIDTH, av); \
        array_view<T, 2> destView(destArray); \
        if (async) \
            return then_verify(copy_async(srcArrayView, destArray), verify_dest_##NAME, &destView); \
        copy(srcArrayView, destArray); \
        return verify_dest_##NAME(&destView); \
    } \
    array_view<T, 2> destArrayView(HEIGHT, WIDTH); \
    if (async) \
        return then_verify(copy_async(srcArrayView, destArrayView), verify_dest_##NAME, &destArrayView); \
    copy(srcArrayView, destArrayView); \
    return verify_dest_##NAME(&destArrayView); \
} \
typedef struct Iter_##NAME { const T *dest; int count; } Iter_##NAME; \
static bool verify_iter_##NAME(void *arg) \
{ \
    Iter_##NAME *it = arg; \
    bool passed = true; \
    for (int i = 0; i < it->count; ++i) \
        if (it->dest[i] != CONV(i)) { \
            if (passed) printf("destIter[%d] wrong\n", i); \
            passed = false; \
        } \
    return passed; \
} \
static bool TestCopy5_##NAME(int numElems, bool async) \
{ \
    const int HEIGHT = (numElems + WIDTH - 1) / WIDTH; \
    array_view<T, 2> tempSrcArrayView(HEIGHT + (2 * BORDER), WIDTH + (2 * BORDER)); \
    array_view<T, 2> srcArrayView = tempSrcArrayView.section(BORDER, BORDER, HEIGHT, WIDTH); \
    parallel_for_each(srcArrayView.extent, [=](index<2> idx) restrict(amp) { \
        srcArrayView[idx] = CONV(idx[0] * WIDTH + idx[1]); \
    }); \
    T *destIter = malloc(sizeof(T) * HEIGHT * WIDTH); \
    Iter_##NAME it = {destIter, HEIGHT * WIDTH}; \
    bool passed; \
    if (async) \
        passed = then_verify(copy_async(srcArrayView, destIter), verify_iter_##NAME, &it); \
    else { \
        copy(srcArrayView, destIter); \
        passed = verify_iter_##NAME(&it); \
    } \
    free(destIter); \
    return passed; \
} \
/* uninitialized data: the test only ensures that nothing crashes */ \
static bool always_##NAME(void *arg) { return true; } \
static bool TestCopy6_##NAME(bool async) \
{ \
    const int size = 1023; \
    array_view<T, 1> srcArrayView(size); \
    T *destIter = malloc(sizeof(T) * size); \
    bool passed; \
    if (async) \
        passed = then_verify(copy_async(srcArrayView, destIter), always_##NAME, NULL); \
    else { \
        copy(srcArrayView, destIter); \
        passed = always_##NAME(NULL); \
    } \
    free(destIter); \
    return passed; \
}

DEFINE_TESTS(int, int, INT_CONV)
DEFINE_TESTS(int_3, int_3, INT3_CONV)

/* One group of the original: sizes 1 << 16 (int, int_3), 1 << 18 (int_3),
 * 1 << 20 (int, int_3), synchronous, then asynchronous. */
#define RUN_GROUP(res, CALL_INT, CALL_INT3) do { \
    for (int async = 0; async <= 1; async++) { \
        REPORT_RESULT(res, CALL_INT(1 << 16)); \
        REPORT_RESULT(res, CALL_INT3(1 << 16)); \
        REPORT_RESULT(res, CALL_INT3(1 << 18)); \
        REPORT_RESULT(res, CALL_INT(1 << 20)); \
        REPORT_RESULT(res, CALL_INT3(1 << 20)); \
    } \
} while (0)

int main(void)
{
    accelerator device;   /* require_device(): the harness's default device */
    accelerator_view av = device.default_view;
    int res = runall_pass;
#define COPY1_INT(n) TestCopy1_int(av, (n), async)
#define COPY1_INT3(n) TestCopy1_int_3(av, (n), async)
    RUN_GROUP(res, COPY1_INT, COPY1_INT3);
#define COPY2_INT(n) TestCopy2_int((n), async, true)
#define COPY2_INT3(n) TestCopy2_int_3((n), async, true)
    RUN_GROUP(res, COPY2_INT, COPY2_INT3);
#define COPY2_1_INT(n) TestCopy2_int((n), async, false)
#define COPY2_1_INT3(n) TestCopy2_int_3((n), async, false)
    RUN_GROUP(res, COPY2_1_INT, COPY2_1_INT3);
#define COPY3_INT(n) TestCopy3_int((n), async)
#define COPY3_INT3(n) TestCopy3_int_3((n), async)
    RUN_GROUP(res, COPY3_INT, COPY3_INT3);
#define COPY4_INT(n) TestCopy4_int(av, (n), async, true)
#define COPY4_INT3(n) TestCopy4_int_3(av, (n), async, true)
    RUN_GROUP(res, COPY4_INT, COPY4_INT3);
#define COPY4_1_INT(n) TestCopy4_int(av, (n), async, false)
#define COPY4_1_INT3(n) TestCopy4_int_3(av, (n), async, false)
    RUN_GROUP(res, COPY4_1_INT, COPY4_1_INT3);
#define COPY5_INT(n) TestCopy5_int((n), async)
#define COPY5_INT3(n) TestCopy5_int_3((n), async)
    RUN_GROUP(res, COPY5_INT, COPY5_INT3);
    for (int async = 0; async <= 1; async++) {
        REPORT_RESULT(res, TestCopy6_int(async));
        REPORT_RESULT(res, TestCopy6_int_3(async));
    }
    return res;
}
