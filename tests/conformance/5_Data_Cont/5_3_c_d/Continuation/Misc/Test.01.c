// Ported from amp-conformance/Tests/5_Data_Cont/5_3_c_d/Continuation/Misc/Test.01/test.cpp
// This test tests the continuation to depth 6: the continuation passed to
// copy_async(...).then(...) again invokes copy_async with the destination of
// the previous one as its source. The sequence of copies:
// 1) Iterator to array
// 2) Array to array_view
// 3) Array_view to array
// 4) Array to staging array
// 5) Staging array to array_view
// 6) Array_view to iterator
// Each continuation waits for its child continuation to complete, because
// the child uses variables of the enclosing scope.
// The nested lambdas are functions level1 .. level6 sharing one context
// (then(fn, arg), LANGUAGE.md section 10): the variables they capture by
// reference are its members (arrays by pointer); concurrency::event is a
// mutex, a condition variable and a bool; cf.to_task().then is cf.then; the
// std::vectors are host buffers. main's wait for the first continuation
// gives up after DEADLOCK_SECONDS: the test then fails and ends its process
// at once (_exit), since a continuation still blocked would hold the
// runtime's callback thread for every later test.
#include <pthread.h>
#include <time.h>
#include <unistd.h>
#include <stdio.h>
#include <stdlib.h>
#include "amptest.h"

#define DATA_SIZE 1024
#define DEADLOCK_SECONDS 5

/* concurrency::event: set() wakes every wait(), before or after. */
struct event {
    pthread_mutex_t lock;
    pthread_cond_t changed;
    bool is_set;
};

static void event_init(struct event *e)
{
    pthread_mutex_init(&e->lock, NULL);
    pthread_cond_init(&e->changed, NULL);
    e->is_set = false;
}

static void event_set(struct event *e)
{
    pthread_mutex_lock(&e->lock);
    e->is_set = true;
    pthread_cond_broadcast(&e->changed);
    pthread_mutex_unlock(&e->lock);
}

static void event_wait(struct event *e)
{
    pthread_mutex_lock(&e->lock);
    while (!e->is_set)
        pthread_cond_wait(&e->changed, &e->lock);
    pthread_mutex_unlock(&e->lock);
}

/* event_wait, but false when the event is not set within `seconds`. */
static bool event_wait_for(struct event *e, int seconds)
{
    struct timespec until;
    clock_gettime(CLOCK_REALTIME, &until);
    until.tv_sec += seconds;
    int rc = 0;
    pthread_mutex_lock(&e->lock);
    while (!e->is_set && rc == 0)
        rc = pthread_cond_timedwait(&e->changed, &e->lock, &until);
    bool set = e->is_set;
    pthread_mutex_unlock(&e->lock);
    return set;
}

/* What the continuations capture. */
struct scope {
    accelerator_view cp_av, av;
    int *dest_vec;
    array<int, 1> *arr1, *arr2, *s_arr1;
    array_view<int, 1> arr_v1, arr_v2;
    struct event waitEvent[7];
};

/* Sixth continuation: the copy into dest_vec is done. */
static void level6(void *arg)
{
    struct scope *s = arg;
    fprintf(stderr, "Inside sixth continuation\n");
    event_set(&s->waitEvent[6]);
}

static void level5(void *arg)
{
    struct scope *s = arg;
    fprintf(stderr, "Inside fifth continuation\n");
    event_init(&s->waitEvent[6]);
    completion_future cf = copy_async(s->arr_v2, s->dest_vec);
    cf.then(level6, s);
    event_wait(&s->waitEvent[6]);
    event_set(&s->waitEvent[5]);
}

static void level4(void *arg)
{
    struct scope *s = arg;
    fprintf(stderr, "Inside fourth continuation\n");
    int *data2 = calloc(DATA_SIZE, sizeof *data2);
    {
    array_view<int, 1> arr_v2(DATA_SIZE, data2);
    s->arr_v2 = arr_v2;
    event_init(&s->waitEvent[5]);
    completion_future cf = copy_async(*s->s_arr1, arr_v2);
    cf.then(level5, s);
    event_wait(&s->waitEvent[5]);
    event_set(&s->waitEvent[4]);
    }
    free(data2);
}

static void level3(void *arg)
{
    struct scope *s = arg;
    fprintf(stderr, "Inside third continuation\n");
    array<int, 1> s_arr1(DATA_SIZE, s->cp_av, s->av);
    s->s_arr1 = &s_arr1;
    event_init(&s->waitEvent[4]);
    completion_future cf = copy_async(*s->arr2, s_arr1);
    cf.then(level4, s);
    event_wait(&s->waitEvent[4]);
    event_set(&s->waitEvent[3]);
}

static void level2(void *arg)
{
    struct scope *s = arg;
    fprintf(stderr, "Inside second continuation\n");
    array<int, 1> arr2(DATA_SIZE, s->av);
    s->arr2 = &arr2;
    event_init(&s->waitEvent[3]);
    completion_future cf = copy_async(s->arr_v1, arr2);
    cf.then(level3, s);
    event_wait(&s->waitEvent[3]);
    event_set(&s->waitEvent[2]);
}

static void level1(void *arg)
{
    struct scope *s = arg;
    fprintf(stderr, "Inside first continuation\n");
    int *data1 = calloc(DATA_SIZE, sizeof *data1);
    {
    array_view<int, 1> arr_v1(DATA_SIZE, data1);
    s->arr_v1 = arr_v1;
    event_init(&s->waitEvent[2]);
    completion_future cf = copy_async(*s->arr1, arr_v1);
    cf.then(level2, s);
    event_wait(&s->waitEvent[2]);
    event_set(&s->waitEvent[1]);
    }
    free(data1);
}

/* Test::require_device(): a device other than the CPU accelerator (the
 * default one when there is none). */
static accelerator require_device(void)
{
    accelerator all[64], host(accelerator_cpu_accelerator), def;
    int n = accelerator_get_all(all, 64);
    for (int i = 0; i < n && i < 64; i++)
        if (all[i] != host)
            return all[i];
    return def;
}

int main(void)
{
    accelerator cpu(accelerator_cpu_accelerator);
    accelerator dev = require_device();
    static int src_vec[DATA_SIZE], dest_vec[DATA_SIZE];
    Fill_int(src_vec, DATA_SIZE);
    struct scope s = { .cp_av = cpu.default_view, .av = dev.default_view, .dest_vec = dest_vec };
    array<int, 1> arr1(DATA_SIZE, s.av);
    s.arr1 = &arr1;

    event_init(&s.waitEvent[1]);
    completion_future cf = copy_async(src_vec, src_vec + DATA_SIZE, arr1);
    cf.then(level1, &s);
    if (!event_wait_for(&s.waitEvent[1], DEADLOCK_SECONDS)) {
        fprintf(stderr, "the continuations did not finish in %d s\n", DEADLOCK_SECONDS);
        _exit(runall_fail);
    }

    int result = runall_pass;
    REPORT_RESULT(result, Verify_int(dest_vec, src_vec, DATA_SIZE));
    return result;
}
