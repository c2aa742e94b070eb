/* prestart.c - OpenCL start-up on a background thread (docs/runtime.md,
 * "Start-up"). Loading the OpenCL driver, finding the devices and creating a
 * context take from a hundred milliseconds (PoCL) to a good part of a second
 * (a GPU driver); a program usually spends its first moments on host work of
 * its own (reading or making its input). So each unit with kernels calls
 * ampcc_prestart() from a constructor before main, and a thread does that
 * start-up meanwhile; the runtime's first use of the device joins it and
 * takes its context and queue. The thread then builds the units' programs
 * too, each named by its unit's constructor (ampcc_prestart_program): from
 * the disk cache, or from source on a first run, so that a launch finds
 * its program ready.
 *
 * Nothing the program sees changes: the thread never fails or prints. The
 * first use still chooses the device itself, exactly as without the thread
 * (so every message and its line are the same); it takes the thread's context
 * only when the thread opened that same device, and otherwise releases it and
 * carries on as usual. A program the thread could not build is built again
 * at its first launch, which reports the failure as always; the thread
 * builds nothing where the cache folder cannot be written or its disk is
 * nearly full, the cases where a driver ends the process during a build
 * (that exit is reported at the launch's line, which only the first launch
 * knows). AMPCC_PRESTART=0 turns the thread off (for comparing
 * the two); AMPCC_DEVICE=host starts none (the host device needs no OpenCL),
 * nor does a program whose default is the host device by a rule known
 * without OpenCL (rt_default_is_host_cheaply: no GPU device file). Where
 * only the drivers can tell, the thread looks for a GPU and opens nothing
 * when there is none (rt_device_pick_quietly).
 */
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include "internal.h"

/* A unit's program, named by its constructor, for the thread to build. */
typedef struct prebuilt {
    const ampcc_program *prog;
    int tried;                 /* the thread took it up */
    cl_program program;        /* built in pre.dev's context; NULL: not (yet) */
    int builds;                /* builds from source that it took */
    struct prebuilt *next;
} prebuilt;

static struct {
    int started;               /* a thread was started (and not yet joined) */
    int forked;                /* this process is a fork of one where the thread ran */
    pthread_t thread;
    cl_device_id device;       /* what the thread opened, if anything */
    cl_context context;
    cl_command_queue queue;
    rt_device dev;             /* its facts, for the build options and cache key */
    pthread_mutex_t lock;      /* guards programs and closed */
    prebuilt *programs;
    int closed;                /* the thread builds no more: later units are not listed */
    int stopping;              /* the program is ending on an error: build nothing more */
} pre = {.lock = PTHREAD_MUTEX_INITIALIZER};

/* The listed programs, and their builds that nobody claimed, go. */
static void forget_programs(void)
{
    pthread_mutex_lock(&pre.lock);
    while (pre.programs) {
        prebuilt *b = pre.programs;
        pre.programs = b->next;
        if (b->program)
            clReleaseProgram(b->program);
        free(b);
    }
    pre.closed = 1;
    pthread_mutex_unlock(&pre.lock);
}

/* Releases what the thread made and nobody took. */
static void release_unused(void)
{
    forget_programs();
    if (pre.queue)
        clReleaseCommandQueue(pre.queue);
    if (pre.context)
        clReleaseContext(pre.context);
    pre.queue = NULL;
    pre.context = NULL;
}

void rt_prestart_join(void)
{
    if (!pre.started)
        return;
    pthread_join(pre.thread, NULL);
    pre.started = 0;
}

/* The runtime ends the program on an error: the thread starts no further
 * build and is waited for, so exit's destructors never run under it. An
 * early error (a launch refused before the device was used) exited while
 * the thread was still loading PoCL, which then aborted now and then with
 * LLVM's "Option ... registered more than once" (rtfail, 1 run in ~300). */
void rt_prestart_stop(void)
{
    pthread_mutex_lock(&pre.lock);
    pre.stopping = 1;
    pthread_mutex_unlock(&pre.lock);
    rt_prestart_join();
}

/* At exit, a thread still at work is waited for (the driver's own exit hooks
 * must not run under it) and what it made is released. Installed by the
 * thread once the driver is loaded, so that it runs before the driver's hooks. */
static void prestart_exit(void)
{
    rt_prestart_join();
    release_unused();
}

/* A forked child has no such thread: the parent's is not joined there, and the
 * context belongs to the parent's driver threads. */
static void forget_in_child(void)
{
    pre.forked = 1;
    pre.started = 0;
    pre.device = NULL;
    pre.context = NULL;
    pre.queue = NULL;
    pre.programs = NULL;   /* the child's memory; the parent's driver owns the programs */
    pre.closed = 1;
}

/* The next listed program the thread has not taken up, or NULL (then the
 * list is closed). */
static prebuilt *next_to_build(void)
{
    prebuilt *b;
    pthread_mutex_lock(&pre.lock);
    for (b = pre.stopping ? NULL : pre.programs; b && b->tried; b = b->next)
        continue;
    if (b)
        b->tried = 1;
    else
        pre.closed = 1;
    pthread_mutex_unlock(&pre.lock);
    return b;
}

/* Each unit's program, in the thread's context, until none is left. */
static void build_programs(void)
{
    prebuilt *b;
    if (rt_cache_disk_low()) {
        forget_programs();
        return;
    }
    pre.dev.context = pre.context;
    while ((b = next_to_build()) != NULL) {
        int builds = 0;
        cl_program p = rt_program_prebuild(&pre.dev, b->prog, &builds);
        pthread_mutex_lock(&pre.lock);
        b->program = p;
        b->builds = builds;
        pthread_mutex_unlock(&pre.lock);
    }
}

/* The device's start-up: what rt_device_init_at would do, quietly. */
static void start_up(void)
{
    const char *want = getenv("AMPCC_DEVICE");
    cl_platform_id platform;
    cl_device_id device;
    cl_int err;
    if (want && !*want)
        want = NULL;
    if (!rt_device_pick_quietly(want, &platform, &device)) {
        forget_programs();
        return;
    }
    atexit(prestart_exit);
    cl_context_properties props[] = {CL_CONTEXT_PLATFORM, (cl_context_properties)platform, 0};
    pre.context = clCreateContext(props, 1, &device, NULL, NULL, &err);
    if (err != CL_SUCCESS) {
        pre.context = NULL;
        forget_programs();
        return;
    }
    pre.queue = clCreateCommandQueue(pre.context, device, 0, &err);
    if (err != CL_SUCCESS) {
        pre.queue = NULL;
        release_unused();
        return;
    }
    pre.device = device;
    pre.dev.platform = platform;
    pre.dev.device = device;
    rt_record_device_facts(&pre.dev);
    build_programs();
}

/* The thread leaves its signal stack as it found it: an LLVM-based driver
 * (PoCL) installs one of its own on the thread that loads it, and
 * AddressSanitizer, which made the thread's first one, fails to free that
 * one when the thread ends (tests/suites/leaks.sh). */
static void *prestart_main(void *unused)
{
    stack_t entry;
    int saved = sigaltstack(NULL, &entry) == 0;
    (void)unused;
    start_up();
    if (saved)
        sigaltstack(&entry, NULL);
    return NULL;
}

void ampcc_prestart(void)
{
    static int asked;
    const char *off = getenv("AMPCC_PRESTART"), *want = getenv("AMPCC_DEVICE");
    if (asked || rt_dev.ready || (off && strcmp(off, "0") == 0) || rt_wants_host(want) ||
        ((!want || !*want) && rt_default_is_host_cheaply()))
        return;   /* the host device needs no OpenCL */
    asked = 1;
    /* A fork while the thread is inside the driver would leave its locks held
     * in the child: the fork waits for the thread. */
    pthread_atfork(rt_prestart_join, NULL, forget_in_child);
    pre.started = pthread_create(&pre.thread, NULL, prestart_main, NULL) == 0;
}

void ampcc_prestart_program(const ampcc_program *prog)
{
    ampcc_prestart();
    if (!pre.started)
        return;
    prebuilt *b = calloc(1, sizeof *b);
    if (!b)
        return;
    b->prog = prog;
    pthread_mutex_lock(&pre.lock);
    if (pre.closed) {
        free(b);   /* the thread is done: the first launch builds it */
    } else {
        b->next = pre.programs;
        pre.programs = b;
    }
    pthread_mutex_unlock(&pre.lock);
}

void rt_prestart_check_fork(const char *file, int line)
{
    if (pre.forked)
        rt_fail(file, line, "this process was forked after the OpenCL driver had started (the "
                "runtime starts it on a background thread before main), and a driver's threads "
                "do not survive a fork; set AMPCC_PRESTART=0 for a program that forks before "
                "its first kernel, or use the device before forking in one process only");
}

int rt_prestart_take(cl_device_id device, cl_context *context, cl_command_queue *queue)
{
    rt_prestart_join();
    if (!pre.queue || pre.device != device) {
        release_unused();
        return 0;
    }
    *context = pre.context;
    *queue = pre.queue;
    pre.context = NULL;
    pre.queue = NULL;
    return 1;
}

cl_program rt_prestart_program(const ampcc_program *prog, cl_context context)
{
    cl_program p = NULL;
    rt_prestart_join();
    if (!context || context != pre.dev.context)
        return NULL;
    pthread_mutex_lock(&pre.lock);
    for (prebuilt *b = pre.programs; b; b = b->next)
        if (b->prog == prog && b->program) {
            p = b->program;
            b->program = NULL;
            rt_stats.program_builds += b->builds;
            break;
        }
    pthread_mutex_unlock(&pre.lock);
    return p;
}
