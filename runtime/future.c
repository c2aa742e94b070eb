/* future.c - completion_future (LANGUAGE.md section 10) and the runtime lock.
 *
 * A completion_future is a number, not a handle: the runtime keeps a record
 * only while the work is pending, so a future can be copied or dropped
 * without waiting and nothing leaks. A number with no record is ready; 0 is
 * the invalid future (`completion_future f;`).
 *
 * Pending work is one OpenCL event (a transfer enqueued without blocking).
 * The runtime's thread, started with the first pending work, takes the
 * records in the order the driver reports their events complete (an event
 * callback) and runs each record's finish step (with the runtime lock: it
 * updates the buffers' state); a record's then() callbacks then run on a
 * thread of their own (without the lock: a callback may start AMP work,
 * whose entry points take it, and may block until another callback has run,
 * as C++ AMP's continuations may). A record stays pending until its
 * callbacks have run, so wait() returns after them. On the native host
 * device and for copies that go through the host, the work is done at once
 * and the future is ready.
 */
#include <pthread.h>
#include <stdlib.h>
#include "internal.h"

/* ---- the runtime lock -------------------------------------------------- */

static pthread_mutex_t runtime_lock = PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP;
static __thread int lock_depth;

void rt_lock(void)
{
    pthread_mutex_lock(&runtime_lock);
    lock_depth++;
}

int rt_lock_try(void)
{
    if (pthread_mutex_trylock(&runtime_lock) != 0)
        return 0;
    lock_depth++;
    return 1;
}

void rt_unlock(void)
{
    lock_depth--;
    pthread_mutex_unlock(&runtime_lock);
}

/* A failure jumps back to an outer entry point past inner ones' RT_ENTER. */
void rt_unlock_to(int depth)
{
    while (lock_depth > depth)
        rt_unlock();
}

int rt_lock_depth(void)
{
    return lock_depth;
}

/* ---- pending work -------------------------------------------------------- */

typedef struct rt_callback {
    void (*fn)(void *);
    void *arg;
    struct rt_callback *next;
} rt_callback;

typedef struct rt_work {
    unsigned long long id;
    cl_event event;
    void (*finish)(void *);     /* NULL: nothing to update when the event is done */
    void *state;
    int claimed;                /* a thread waits for it and will run its callbacks */
    int event_done;             /* the driver said the event is complete (event_completed) */
    rt_callback *callbacks, *last_callback;
    struct rt_work *next;
} rt_work;

static struct {
    pthread_mutex_t lock;       /* the list and ids; never held while taking runtime_lock */
    pthread_cond_t changed;     /* work added, finished, or the thread told to stop */
    rt_work *pending;           /* oldest first */
    unsigned long long last_id;
    cl_event *async_slot;       /* rt_async_event's place (runtime lock held) */
    pthread_t thread;
    int started, stopping;
    int callback_threads;       /* running then() callbacks of finished work */
} works = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, NULL, 0, NULL, 0, 0, 0, 0};

static __thread int callback_depth;   /* > 0 on a callback thread */

static rt_work *find_work(unsigned long long id)
{
    for (rt_work *w = works.pending; w; w = w->next)
        if (w->id == id)
            return w;
    return NULL;
}

static void remove_work(rt_work *w)
{
    rt_work **at = &works.pending;
    while (*at != w)
        at = &(*at)->next;
    *at = w->next;
}

/* Runs w's then() callbacks (then() may add more while they run), then
 * retires w. Called and returns with works.lock held. */
static void run_callbacks(rt_work *w)
{
    while (w->callbacks) {
        rt_callback *c = w->callbacks;
        w->callbacks = c->next;
        pthread_mutex_unlock(&works.lock);
        c->fn(c->arg);
        free(c);
        pthread_mutex_lock(&works.lock);
    }
    remove_work(w);
    free(w);
    pthread_cond_broadcast(&works.changed);
}

static void *callback_thread(void *arg)
{
    callback_depth++;
    pthread_mutex_lock(&works.lock);
    run_callbacks(arg);
    works.callback_threads--;
    pthread_cond_broadcast(&works.changed);
    pthread_mutex_unlock(&works.lock);
    callback_depth--;
    return NULL;
}

/* Each finished work's callbacks get a thread of their own: a callback may
 * block until a later work's callback has run (C++ AMP's continuations run
 * as tasks, each on its own), which on the runtime thread would wait for
 * itself. Returns 0 when no thread could be made (the caller runs them). */
static int start_callback_thread(rt_work *w)
{
    pthread_attr_t attr;
    pthread_t t;
    int ok;
    if (pthread_attr_init(&attr) != 0)
        return 0;
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    ok = pthread_create(&t, &attr, callback_thread, w) == 0;
    pthread_attr_destroy(&attr);
    if (ok)
        works.callback_threads++;
    return ok;
}

/* Called with works.lock held by the thread that claimed w; returns with it
 * held, w gone or handed to a callback thread. */
static void finish_work(rt_work *w)
{
    pthread_mutex_unlock(&works.lock);
    clWaitForEvents(1, &w->event);
    clReleaseEvent(w->event);
    if (w->finish) {
        rt_lock();
        w->finish(w->state);
        rt_unlock();
    }
    pthread_mutex_lock(&works.lock);
    while (!w->event_done)          /* the driver's callback still names w */
        pthread_cond_wait(&works.changed, &works.lock);
    if (w->callbacks && start_callback_thread(w))
        return;
    run_callbacks(w);
}

/* The first unclaimed work (with `done`: whose event has completed). */
static rt_work *first_unclaimed(int done)
{
    for (rt_work *w = works.pending; w; w = w->next)
        if (!w->claimed && (w->event_done || !done))
            return w;
    return NULL;
}

/* The thread finishes works in the order their events complete, not the
 * order they were made: a marker behind a long kernel must not hold up a
 * copy on the transfer queue that ended long before. */
static void *runtime_thread(void *unused)
{
    (void)unused;
    pthread_mutex_lock(&works.lock);
    for (;;) {
        rt_work *w = first_unclaimed(1);
        if (w) {
            w->claimed = 1;
            finish_work(w);
        } else if (works.stopping && !first_unclaimed(0)) {
            break;
        } else {
            pthread_cond_wait(&works.changed, &works.lock);
        }
    }
    pthread_mutex_unlock(&works.lock);
    return NULL;
}

static int on_runtime_thread(void)
{
    return works.started && pthread_equal(pthread_self(), works.thread);
}

ampcc_future rt_future_ready(void)
{
    ampcc_future f;
    pthread_mutex_lock(&works.lock);
    f.id = ++works.last_id;
    pthread_mutex_unlock(&works.lock);
    return f;
}

/* Without memory for the record, or a thread to wait, the work is waited
 * for here: the future is ready, as on the host device. */
static ampcc_future finish_now(cl_event ev, void (*finish)(void *), void *state)
{
    clWaitForEvents(1, &ev);
    clReleaseEvent(ev);
    if (finish)
        finish(state);
    return rt_future_ready();
}

/* The driver's callback (on its own thread) when a work's event completes. */
static void CL_CALLBACK event_completed(cl_event ev, cl_int status, void *work)
{
    (void)ev, (void)status;
    pthread_mutex_lock(&works.lock);
    ((rt_work *)work)->event_done = 1;
    pthread_cond_broadcast(&works.changed);
    pthread_mutex_unlock(&works.lock);
}

ampcc_future rt_future_pending(cl_event ev, void (*finish)(void *), void *state)
{
    rt_work *w = calloc(1, sizeof *w);
    ampcc_future f;
    if (!w)
        return finish_now(ev, finish, state);
    pthread_mutex_lock(&works.lock);
    if (!works.started && pthread_create(&works.thread, NULL, runtime_thread, NULL) == 0)
        works.started = 1;
    if (!works.started || works.stopping) {
        pthread_mutex_unlock(&works.lock);
        free(w);
        return finish_now(ev, finish, state);
    }
    *w = (rt_work){++works.last_id, ev, finish, state, 0, 0, NULL, NULL, NULL};
    rt_work **at = &works.pending;
    while (*at)
        at = &(*at)->next;
    *at = w;
    f.id = w->id;
    pthread_mutex_unlock(&works.lock);
    /* w stays listed until its event is done, so the callback may name it;
     * without a callback the thread simply waits for the event */
    if (clSetEventCallback(ev, CL_COMPLETE, event_completed, w) != CL_SUCCESS)
        event_completed(ev, CL_COMPLETE, w);
    pthread_mutex_lock(&works.lock);
    pthread_cond_broadcast(&works.changed);
    pthread_mutex_unlock(&works.lock);
    return f;
}

cl_event *rt_async_event(void)
{
    cl_event *slot = works.async_slot;
    works.async_slot = NULL;
    return slot;
}

/* copy_async's frame around the synchronous copy (copy.c). */
void rt_async_begin(cl_event *ev)
{
    *ev = NULL;
    works.async_slot = ev;
}

ampcc_future rt_async_end(cl_event ev, void (*finish)(void *), void *state)
{
    works.async_slot = NULL;
    if (!ev) {
        if (finish)
            finish(state);
        return rt_future_ready();
    }
    return rt_future_pending(ev, finish, state);
}

/* ---- the completion_future methods -------------------------------------- */

static void fail_invalid(const char *what, const char *file, int line)
{
    rt_try t;
    if (RT_TRY(t))
        rt_fail(file, line, "%s on a completion_future that holds no work (valid() is false: "
                "it was declared without a value); assign it the result of copy_async or "
                "synchronize_async first", what);
}

int ampcc_completion_future_valid(ampcc_future f, const char *file, int line)
{
    (void)file, (void)line;
    return f.id != 0;
}

int ampcc_completion_future_is_ready(ampcc_future f, const char *file, int line)
{
    (void)file, (void)line;
    int ready;
    if (!f.id)
        return 0;
    pthread_mutex_lock(&works.lock);
    ready = find_work(f.id) == NULL;
    pthread_mutex_unlock(&works.lock);
    return ready;
}

/* Waits until the work and its callbacks are done. The runtime thread does
 * the finishing, unless the waiter is that thread itself (a callback that
 * waits for further work), which then finishes the work on its own. */
void ampcc_completion_future_wait(ampcc_future f, const char *file, int line)
{
    rt_work *w;
    if (!f.id) {
        fail_invalid("wait()", file, line);
        return;
    }
    pthread_mutex_lock(&works.lock);
    while ((w = find_work(f.id)) != NULL) {
        if (!w->claimed && on_runtime_thread()) {
            w->claimed = 1;
            finish_work(w);
        } else {
            pthread_cond_wait(&works.changed, &works.lock);
        }
    }
    pthread_mutex_unlock(&works.lock);
}

void ampcc_completion_future_get(ampcc_future f, const char *file, int line)
{
    ampcc_completion_future_wait(f, file, line);
}

void ampcc_completion_future_then(ampcc_future f, void (*fn)(void *), void *arg, const char *file, int line)
{
    rt_work *w;
    rt_callback *c;
    if (!f.id) {
        fail_invalid("then()", file, line);
        return;
    }
    c = malloc(sizeof *c);
    pthread_mutex_lock(&works.lock);
    w = find_work(f.id);
    if (w && c) {
        *c = (rt_callback){fn, arg, NULL};
        if (w->callbacks)
            w->last_callback->next = c;
        else
            w->callbacks = c;
        w->last_callback = c;
        c = NULL;
        fn = NULL;
    } else if (w) {
        pthread_mutex_unlock(&works.lock);
        ampcc_completion_future_wait(f, file, line);   /* no memory to keep the callback: run it when done */
        pthread_mutex_lock(&works.lock);
    }
    pthread_mutex_unlock(&works.lock);
    free(c);
    if (fn)
        fn(arg);   /* already done: at once, on this thread */
}

/* At exit (device.c, before the queue goes): pending work and its callbacks
 * end first, then the threads. A callback that ends the program leaves the
 * threads running (it cannot wait for itself). */
void rt_futures_exit(void)
{
    int join;
    rt_unlock_to(0);
    pthread_mutex_lock(&works.lock);
    works.stopping = 1;
    join = works.started && !on_runtime_thread() && !callback_depth;
    pthread_cond_broadcast(&works.changed);
    pthread_mutex_unlock(&works.lock);
    if (!join)
        return;
    pthread_join(works.thread, NULL);
    works.started = 0;
    pthread_mutex_lock(&works.lock);
    while (works.callback_threads > 0)
        pthread_cond_wait(&works.changed, &works.lock);
    pthread_mutex_unlock(&works.lock);
}
