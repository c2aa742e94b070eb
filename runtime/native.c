/* native.c - the native host device (LANGUAGE.md section 11): kernels that
 * ampcc compiled into the program as C (src/emit_native.c) run on the host's
 * own cores, over the host data in place. No OpenCL call is made: the buffers
 * (buffer.c) have no device copy, nothing is uploaded or downloaded.
 *
 * The generated code parallelises with OpenMP itself; this file picks the
 * kernel, checks the domain as for any device, passes the views' host
 * pointers, and runs the tiles that wait at barriers the generator did not
 * split as fibers (one per work-item, switched at each barrier).
 */
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>
#include "internal.h"
#define AMPCC_NATIVE_ABI_ONLY
#include "ampcc_native.h"

/* Defined only by libampcc_noocl.a (runtime/no_opencl/no_opencl.c), which a static
 * program links in place of OpenCL. */
extern int ampcc_rt_linked_without_opencl(void) __attribute__((weak));

int rt_linked_without_opencl(void)
{
    return ampcc_rt_linked_without_opencl != NULL;
}

int rt_wants_host(const char *want)
{
    return want && strcasecmp(want, "host") == 0;
}

/* The cores this process may run on, which is also OpenMP's default number
 * of threads: one sched_getaffinity call, counted once. (sysconf's count of
 * online cores reads a /sys file each time: 6-12 us a call on the 2-core
 * machine, and the host device's start-up asked twice; docs/runtime.md,
 * "Time to the first kernel".) */
long rt_host_cores(void)
{
    static long cores;
    cpu_set_t set;
    if (cores > 0)
        return cores;
    cores = sched_getaffinity(0, sizeof set, &set) == 0 ? CPU_COUNT(&set) : 0;
    if (cores <= 0)   /* more than CPU_SETSIZE cores, or no answer */
        cores = sysconf(_SC_NPROCESSORS_ONLN);
    return cores > 0 ? cores : 1;
}

void rt_native_list(int selected)
{
    printf("host: the native host device, %ld cores (kernels compiled into the program, "
           "OpenMP; AMPCC_DEVICE=host)%s\n", rt_host_cores(), selected ? "  <- selected" : "");
}

void rt_native_device_init(void)
{
    long cores = rt_host_cores();
    rt_note_use();
    rt_dev.is_host = 1;
    rt_dev.is_cpu = 1;
    /* one buffer may be as large as the machine's memory, no larger: more is
     * out_of_memory at once, as on an OpenCL device, not a failure later */
    long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
    rt_dev.max_alloc = pages > 0 && page > 0 ? (cl_ulong)pages * (cl_ulong)page : (cl_ulong)-1;
    rt_dev.max_work_group = 1024;
    snprintf(rt_dev.name, sizeof rt_dev.name, "host (%ld cores, OpenMP)", cores);
    rt_dev.ready = 1;
}

/* AMPCC_THREADS, else OpenMP's own choice (OMP_NUM_THREADS): 0. */
static int launch_threads(const char *file, int line)
{
    static int known, threads;
    if (__builtin_expect(!known, 0)) {
        const char *s = getenv("AMPCC_THREADS");
        char *end;
        long n = s && *s ? strtol(s, &end, 10) : 0;
        if (s && *s && (*end || n < 1 || n > 4096))
            rt_fail(file, line, "AMPCC_THREADS='%s' is not a number of threads from 1 to 4096",
                    s);
        threads = (int)n;
        known = 1;
    }
    return threads;
}

/* The native function to run: the kernel, or its variant without restrict
 * when two of its views share storage. */
static ampcc_native_fn native_kernel(const ampcc_program *prog, int kernel, const ampcc_arg *args,
                                     int nargs, const char *file, int line)
{
    const ampcc_native_kernel *k;
    if (!prog->native)
        rt_fail(file, line, "%s was compiled without its kernels' native code, which the host "
                "device (AMPCC_DEVICE=host) needs; recompile %s with ampcc -c (not -S), or "
                "pick an OpenCL device with AMPCC_DEVICE", prog->file, prog->file);
    if (kernel < 0 || kernel >= prog->nkernels || !prog->native[kernel].run)
        rt_fail(file, line, "kernel number %d of %s does not exist; recompile %s", kernel,
                prog->file, prog->file);
    k = &prog->native[kernel];
    if (k->run_aliased && rt_views_share_storage(args, nargs)) {
        rt_stats.aliased_launches++;
        return k->run_aliased;
    }
    return k->run;
}

enum { MAX_NATIVE_ARGS = 64 };

/* How many of the launch's views have a rank above 3 (their metas are
 * ampcc_view_meta_N, AMPCC_MAX_RANK). */
static int high_rank_views(const ampcc_arg *args, int nargs)
{
    int n = 0;
    for (int i = 0; i < nargs; i++)
        n += args[i].kind == AMPCC_ARG_VIEW && ((const ampcc_view *)args[i].ptr)->rank > 3;
    return n;
}

void rt_native_launch(ampcc_program *prog, int kernel, const ampcc_domain *dom,
                      const ampcc_arg *args, int nargs, const char *file, int line)
{
    ampcc_native_arg stack_args[MAX_NATIVE_ARGS];
    ampcc_native_arg *nat = nargs <= MAX_NATIVE_ARGS ? stack_args : malloc(nargs * sizeof *nat);
    int team = 0;
    ampcc_native_launch launch = {dom->rank > 3 ? 3 : dom->rank, {1, 1, 1}, nat,
                                  launch_threads(file, line), dom->extent, &team};
    size_t local[3];
    ampcc_native_fn run = native_kernel(prog, kernel, args, nargs, file, line);
    /* on the stack, so that a failure below (which returns through the
     * error handler) leaks none of them */
    int metas[high_rank_views(args, nargs) + 1][1 + 2 * AMPCC_MAX_RANK], nmetas = 0;
    if (!nat)
        rt_fail(file, line, "out of host memory");
    if (!rt_domain_sizes(dom, NULL, launch.global, local, file, line))
        return; /* .truncate() left nothing to run */
    for (int i = 0; i < nargs; i++) {
        memset(&nat[i], 0, sizeof nat[i]);
        if (args[i].kind == AMPCC_ARG_VIEW) {
            ampcc_view *v = (ampcc_view *)args[i].ptr;
            ampcc_view_meta m = rt_view_meta(v);
            rt_buffer_prepare_launch(v, args[i].access, file, line);
            nat[i].data = v->buf->host;
            memcpy(&nat[i].meta, &m, sizeof m);
            if (v->rank > 3) {
                rt_view_meta_n(v, metas[nmetas]);
                nat[i].meta_n = metas[nmetas++];
            }
        } else {
            nat[i].value = args[i].ptr;
        }
    }
    run(&launch);   /* returns when every work-item has run: nothing to wait for later */
    rt_stats.launches++;
    if ((unsigned long long)team > rt_stats.host_threads)   /* what its num_threads asked */
        rt_stats.host_threads = (unsigned long long)team;
    if (nat != stack_args)
        free(nat);
}

/* ---- fibers: a tile whose work-items wait at barriers ------------------ */

enum { FIBER_STACK = 256 * 1024 };

typedef struct fiber_tile {
    ucontext_t scheduler;       /* the thread that runs the tile */
    ucontext_t *items;          /* one context per work-item */
    char *stacks;               /* FIBER_STACK bytes per work-item, reserved once */
    int capacity;               /* work-items the stacks have room for */
    int current;                /* the work-item running */
    int running;                /* work-items not yet finished */
    unsigned char *done;
    void (*item)(void *, int);
    void *ctx;
} fiber_tile;

static __thread fiber_tile *this_tile;

/* Room for n work-items on this thread (kept for its next tiles). */
static fiber_tile *fiber_tile_for(int n)
{
    fiber_tile *t = this_tile;
    if (t && t->capacity >= n)
        return t;
    if (!t && !(t = this_tile = calloc(1, sizeof *t)))
        rt_fail(NULL, 0, "out of host memory");
    if (t->stacks)
        munmap(t->stacks, (size_t)t->capacity * FIBER_STACK);
    free(t->items);
    free(t->done);
    t->stacks = mmap(NULL, (size_t)n * FIBER_STACK, PROT_READ | PROT_WRITE,
                     MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    t->items = calloc((size_t)n, sizeof *t->items);
    t->done = calloc((size_t)n, 1);
    if (t->stacks == MAP_FAILED || !t->items || !t->done)
        rt_fail(NULL, 0, "out of host memory for the work-items of a tile");
    t->capacity = n;
    return t;
}

static void fiber_main(void)
{
    fiber_tile *t = this_tile;
    int i = t->current;
    t->item(t->ctx, i);
    t->done[i] = 1;
    t->running--;
}   /* returns to uc_link: the scheduler */

void ampcc_native_run_tile(int items, void (*item)(void *ctx, int i), void *ctx)
{
    fiber_tile *volatile t = fiber_tile_for(items);   /* volatile: kept across swapcontext */
    t->item = item;
    t->ctx = ctx;
    t->running = items;
    memset(t->done, 0, (size_t)items);
    for (int i = 0; i < items; i++) {
        getcontext(&t->items[i]);
        t->items[i].uc_stack.ss_sp = t->stacks + (size_t)i * FIBER_STACK;
        t->items[i].uc_stack.ss_size = FIBER_STACK;
        t->items[i].uc_link = &t->scheduler;
        makecontext(&t->items[i], fiber_main, 0);
    }
    /* Each round runs every unfinished work-item up to its next barrier (or
     * its end): all of a tile's work-items pass the same barriers (uniform.c),
     * so a round ends with the whole tile at one barrier. */
    while (t->running > 0)
        for (int i = 0; i < items; i++)
            if (!t->done[i]) {
                t->current = i;
                swapcontext(&t->scheduler, &t->items[i]);
            }
}

void ampcc_native_barrier(void)
{
    fiber_tile *t = this_tile;
    swapcontext(&t->items[t->current], &t->scheduler);
}
