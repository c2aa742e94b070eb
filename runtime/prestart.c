/* prestart.c - OpenCL start-up on a background thread (docs/runtime.md,
 * "Start-up"). Loading the OpenCL driver, finding the devices and creating a
 * context take from a hundred milliseconds (PoCL) to a good part of a second
 * (a GPU driver); a program usually spends its first moments on host work of
 * its own (reading or making its input). So each unit with kernels calls
 * ampcc_prestart() from a constructor before main, and a thread does that
 * start-up meanwhile; the runtime's first use of the device joins it and
 * takes its context and queue.
 *
 * Nothing the program sees changes: the thread never fails or prints. The
 * first use still chooses the device itself, exactly as without the thread
 * (so every message and its line are the same); it takes the thread's context
 * only when the thread opened that same device, and otherwise releases it and
 * carries on as usual. AMPCC_PRESTART=0 turns the thread off (for comparing
 * the two); AMPCC_DEVICE=host starts none (the host device needs no OpenCL).
 */
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include "internal.h"

static struct {
    int started;               /* a thread was started (and not yet joined) */
    int forked;                /* this process is a fork of one where the thread ran */
    pthread_t thread;
    cl_device_id device;       /* what the thread opened, if anything */
    cl_context context;
    cl_command_queue queue;
} pre;

/* Releases what the thread made and nobody took. */
static void release_unused(void)
{
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
    if (!rt_device_pick_quietly(want, &platform, &device))
        return;
    atexit(prestart_exit);
    cl_context_properties props[] = {CL_CONTEXT_PLATFORM, (cl_context_properties)platform, 0};
    pre.context = clCreateContext(props, 1, &device, NULL, NULL, &err);
    if (err != CL_SUCCESS) {
        pre.context = NULL;
        return;
    }
    pre.queue = clCreateCommandQueue(pre.context, device, 0, &err);
    if (err != CL_SUCCESS) {
        pre.queue = NULL;
        release_unused();
        return;
    }
    pre.device = device;
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
    const char *off = getenv("AMPCC_PRESTART");
    if (asked || rt_dev.ready || (off && strcmp(off, "0") == 0) ||
        rt_wants_host(getenv("AMPCC_DEVICE")))
        return;
    asked = 1;
    /* A fork while the thread is inside the driver would leave its locks held
     * in the child: the fork waits for the thread. */
    pthread_atfork(rt_prestart_join, NULL, forget_in_child);
    pre.started = pthread_create(&pre.thread, NULL, prestart_main, NULL) == 0;
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
