/* internal.h - what the runtime's files share and the generated code never sees.
 *
 * Files: device.c (device choice, context, queue, errors, stats, exit cleanup),
 * buffer.c (buffers, views, arrays, the lazy transfers), program.c (building
 * and caching programs), launch.c (domain checks, kernel arguments, enqueue).
 * future.c holds asynchronous work (copy_async, synchronize_async) and the
 * one lock that makes the runtime safe to call from a second thread: a
 * then() callback runs on the runtime's own thread and may start AMP work,
 * so every public entry point that touches shared state opens with
 * RT_ENTER() (below); the rest of the runtime assumes that lock is held.
 */
#ifndef AMPCC_RT_INTERNAL_H
#define AMPCC_RT_INTERNAL_H

#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include "ampcc_runtime.h"

/* ---- the process-wide device (device.c) -------------------------------- */

typedef struct rt_device {
    int ready;                  /* context and queue exist */
    cl_platform_id platform;
    cl_device_id device;
    cl_context context;
    cl_command_queue queue;
    size_t max_work_group;      /* CL_DEVICE_MAX_WORK_GROUP_SIZE */
    cl_ulong max_alloc;         /* CL_DEVICE_MAX_MEM_ALLOC_SIZE */
    size_t max_item_sizes[3];   /* CL_DEVICE_MAX_WORK_ITEM_SIZES */
    int is_cpu;                 /* CL_DEVICE_TYPE_CPU: wide non-tiled work-groups */
    int is_host;                /* the native host device (native.c): no OpenCL at all */
    char name[256];             /* device name, for messages and the cache key */
    char driver_version[128];
    char platform_version[256];
    int list_index;             /* its entry in accelerator.c's device list; -1: not listed */
    int flush_launches;         /* several OpenCL devices are open: each launch is
                                   flushed so that it starts without a wait (accelerator.c) */
    /* The transfer queue: a second in-order queue on which copy_async's
     * transfers run, so that they overlap kernels on `queue` (buffer.c orders
     * the two with events per buffer). Made at the first copy_async. */
    cl_command_queue copy_queue;
    cl_event copy_floor;        /* a marker after all that `queue` held when copy_queue
                                   was made (that work recorded no events) */
    cl_event copy_last;         /* the last transfer on copy_queue (markers wait for it) */
} rt_device;

/* The device the runtime is working on: the default device (chosen by
 * AMPCC_DEVICE, set up on first use), or for the length of one operation
 * on an accelerator_view the view's device (rt_use_device). Every device
 * has its own context and in-order queue (accelerator.c opens them). */
extern rt_device *rt_cur;
#define rt_dev (*rt_cur)
extern ampcc_stats rt_stats;

/* Bumped whenever a cl_mem is released, so cached kernel arguments holding
 * a handle value that might be reused are set again. */
extern unsigned long rt_mem_epoch;

/* Creates the context and queue on first use (file:line names the user's
 * construct for messages). */
void rt_device_init_at(const char *file, int line);
static inline void rt_device_ready(const char *file, int line)
{
    if (__builtin_expect(!rt_dev.ready, 0))
        rt_device_init_at(file, line);
}

/* ---- start-up on a background thread (prestart.c) ------------------------ */

/* The local rank an MPI launcher gave this process, or NULL outside MPI. */
const char *rt_mpi_local_rank(void);
/* Is want "opencl": the OpenCL default (the first GPU, else the first
 * OpenCL device), never the host device? */
int rt_wants_opencl_default(const char *want);
/* The device rt_device_init_at would open for want (name or type), quietly. */
int rt_device_pick_quietly(const char *want, cl_platform_id *platform, cl_device_id *device);
/* Waits for the start-up thread, if one runs. */
void rt_prestart_join(void);
void rt_prestart_stop(void);   /* before the runtime ends the program on an error */
/* Fails when this process is a fork of one that started the OpenCL driver. */
void rt_prestart_check_fork(const char *file, int line);
/* The start-up thread's context and queue, when it opened `device` (else 0,
 * and they are released). Joins the thread first. */
int rt_prestart_take(cl_device_id device, cl_context *context, cl_command_queue *queue);
/* The program the start-up thread built for prog in `context` (a context
 * that rt_prestart_take handed over), counted in the stats; else NULL. */
cl_program rt_prestart_program(const ampcc_program *prog, cl_context context);
/* d's name, versions and limits, from its OpenCL device (d->platform, d->device). */
void rt_record_device_facts(rt_device *d);

/* ---- failures (errors.c) ------------------------------------------------- */

/* A failure of kind AMPCC_* (ampcc_runtime.h). Without an error handler:
 * prints "FILE:LINE: error: MESSAGE" and exits 1. With one: records the
 * error, calls the handler and jumps back to the innermost rt_try. */
void rt_fail_kind(int kind, const char *file, int line, const char *fmt, ...)
    __attribute__((format(printf, 4, 5), noreturn));
void rt_vfail_kind(int kind, const char *file, int line, const char *fmt, va_list ap)
    __attribute__((noreturn));
/* rt_fail_kind(AMPCC_RUNTIME_EXCEPTION, ...) */
void rt_fail(const char *file, int line, const char *fmt, ...)
    __attribute__((format(printf, 3, 4), noreturn));
int rt_has_error_handler(void);

/* Where a public entry point resumes when an operation inside it fails with
 * a handler installed:
 *     rt_try t;
 *     if (!RT_TRY(t)) { undo what was begun; return; }
 *     ... work ...
 *     rt_try_end(&t);
 * Locals changed after RT_TRY and read on the failure path must be volatile,
 * or kept in memory the entry point reaches through a pointer. */
typedef struct rt_try {
    jmp_buf env;
    struct rt_try *outer;
    int lock_depth;             /* RT_ENTER nesting when it was opened */
} rt_try;
void rt_try_push(rt_try *t);
void rt_try_end(rt_try *t);
#define RT_TRY(t) (rt_try_push(&(t)), setjmp((t).env) == 0)
/* Fails with a message naming the OpenCL call and error code when err != 0. */
void rt_check_at(cl_int err, const char *what, const char *file, int line);
#define RT_CHECK(err, what, file, line) \
    do { cl_int e_ = (err); if (__builtin_expect(e_ != CL_SUCCESS, 0)) rt_check_at(e_, what, file, line); } while (0)
const char *rt_cl_error_name(cl_int err);

/* The driver call under way that may compile (a build, a launch: PoCL
 * compiles at enqueue). A driver that meets a fatal error there may end the
 * process itself (LLVM's report_fatal_error calls exit(1), as on a full
 * disk); the exit hook then names the user's line and the likely cause. */
typedef struct rt_step {
    const char *what;           /* "building the kernels of x.c"; NULL: none */
    const char *file;
    int line;
} rt_step;
extern rt_step rt_current_step;
static inline void rt_step_begin(const char *what, const char *file, int line)
{
    rt_current_step = (rt_step){what, file, line};
}
static inline void rt_step_end(void)
{
    rt_current_step.what = NULL;
}

/* Called by every entry point that makes something: installs the exit hook
 * (statistics, cleanup) the first time. */
void rt_note_use(void);

/* Registered cleanups run at exit, in reverse order of registration. */
void rt_at_exit(void (*fn)(void));

/* ---- buffers (buffer.c) ------------------------------------------------ */

/* A half-open range of elements [lo, hi); empty when lo >= hi. */
typedef struct rt_range { long lo, hi; } rt_range;

struct ampcc_buffer {
    /* These first fields are struct ampcc_buffer_head of ampcc_runtime.h
     * (same types, same order: ampcc_view_at reads them inline). */
    char *host;                 /* host copy (user's data or owned); may be NULL for arrays */
    rt_range host_newer;        /* elements whose host copy is newer than the device's */
    rt_range device_newer;      /* elements whose device copy is newer than the host's */
    int zero_pending;           /* owned zero storage the host never touched:
                                   the device copy is made with a fill, not an upload */
    /* Private from here on. */
    unsigned long device_epoch; /* bumped when device_newer grows (synchronize_async's
                                   transfer then no longer covers all of it) */
    int refs;                   /* views and the owning array each hold one */
    size_t elem_size;
    long count;                 /* elements */
    int host_owned;             /* the runtime allocated `host` */
    int device_home;            /* array<T,N>: the device copy is the data */
    int staging;                /* array<T,N> a(ext, cpu_av, av): host-accessible, pinned */
    struct rt_device *dev;      /* the device that holds the device copy (NULL: none yet);
                                   one at a time: used on another device, the data moves
                                   through the host (coherence, buffer.c) */
    int view_id;                /* array<T,N>: the accelerator_view it was made on (a
                                   staging array: the host device's view) */
    int assoc_view_id;          /* array<T,N>: its associated view (a staging array's
                                   device; else view_id) */
    cl_mem mem;                 /* device copy on `dev`, allocated on first device use */
    struct rt_device *spare_dev;/* a second OpenCL device that still holds a full copy
                                   (spare_mem) equal to the host's and dev's: kept when
                                   the data left it unchanged, dropped at the next write,
                                   so that data only read moves to each device once */
    cl_mem spare_mem;
    cl_mem pinned;              /* staging: the pinned memory `host` maps (NULL: none) */
    cl_command_queue pinned_queue; /* the queue it was mapped on */
    cl_event last_use;          /* the last command on dev's queue that may still touch
                                   mem (recorded once dev has a transfer queue): a
                                   copy_async transfer of it waits for this */
    cl_event copied;            /* its last copy_async transfer on dev's transfer queue:
                                   the compute queue waits for it before touching mem */
    struct ampcc_buffer *prev, *next; /* live buffers, freed at exit if leaked */
    const char *made_file;      /* the array_view declaration that made it */
    int made_line;
    void *freed_by;             /* AMPCC_CHECK=1: the user freed the host data (host is then
                                   NULL); the address free() was called from */
};

/* AMPCC_CHECK=1 (checkfree.c): the block [p, p + size) is being freed by a
 * call from `caller`; views whose host data lies in it are marked. */
void rt_note_host_free(void *p, size_t size, void *caller);

/* Elements a view can touch: [offset, last element + 1). */
rt_range rt_view_span(const ampcc_view *v);
/* The bytes of one of the view's elements: its own after reinterpret_as. */
static inline size_t rt_view_elem_size(const ampcc_view *v)
{
    return v->elem_size ? (size_t)v->elem_size : v->buf->elem_size;
}
/* How many elements the view has; is it row-major with no gaps (one run)? */
long rt_view_count(const ampcc_view *v);
int rt_view_contiguous(const ampcc_view *v);
/* Buffer position of the view's element number k in row-major order. */
long rt_view_elem_at(const ampcc_view *v, long k);
/* The kernel `ev` (on b's device's queue) uses b: a later copy_async transfer
 * of b waits for it. Nothing is recorded until the device has a transfer queue. */
void rt_buffer_used(struct ampcc_buffer *b, cl_event ev);
/* Before a launch: allocate the device copy and upload what the kernel needs
 * of the view; when the kernel writes it, record that the device is newer. */
void rt_buffer_prepare_launch(ampcc_view *v, int access, const char *file, int line);

/* For copy.c: the host copy of the view's elements is current (and, for
 * _written, counts as changed by the host); a view without data is an error. */
void rt_view_host_current(const ampcc_view *v, const char *file, int line);
void rt_view_host_written(const ampcc_view *v, const char *file, int line);
/* The host is about to overwrite every element of the view: what the
 * device wrote there need not come home first (copy into a section). */
void rt_view_host_overwritten(const ampcc_view *v, const char *file, int line);
/* A view that is one run of an array's elements on an OpenCL device moves
 * straight between the array's device copy and other memory, exactly its
 * bytes and without the array's host copy: into dst, from src, or from
 * another such view (device to device through the host, without blocking
 * either device or the host). Each returns 0, doing nothing, for any other
 * view. In copy_async the transfer takes rt_async_event()'s place. */
int rt_view_read_direct(const ampcc_view *v, void *dst, const char *file, int line);
int rt_view_write_direct(const ampcc_view *v, const void *src, const char *file, int line);
int rt_view_copy_direct(const ampcc_view *src, const ampcc_view *dst, const char *file, int line);
/* The whole buffer becomes src's bytes, on the device (one upload; the host
 * copy, if any, is out of date until the host looks). */
void rt_buffer_replace(struct ampcc_buffer *b, const void *src, const char *file, int line);

/* The view's device writes start moving to its host copy without waiting
 * (synchronize_async); *ev is set to the transfer's event, or stays NULL when
 * nothing needs to move. The returned state is given to rt_view_fetched once
 * the transfer is done (on any thread, with the runtime lock held). */
void *rt_view_fetch_async(const ampcc_view *v, cl_event *ev, const char *file, int line);
void rt_view_fetched(void *state);

/* ---- asynchronous work and the runtime lock (future.c) ------------------ */

/* The runtime lock (recursive). RT_ENTER() takes it for the rest of the
 * calling function; rt_fail gives back what an abandoned inner entry took. */
void rt_lock(void);
void rt_unlock(void);
/* Takes the lock if no other thread holds it (1), else returns 0 at once. */
int rt_lock_try(void);
void rt_unlock_to(int depth);
int rt_lock_depth(void);
static inline void rt_enter_end(int *unused) { (void)unused; rt_unlock(); }
#define RT_ENTER() \
    int rt_entered_ __attribute__((cleanup(rt_enter_end), unused)) = (rt_lock(), 0)

/* While an entry point runs for copy_async, its last transfer does not wait:
 * rt_async_event() gives the place for that transfer's event once (NULL when
 * the transfer must block, as for a plain copy). */
cl_event *rt_async_event(void);
/* copy_async's frame around the copy: begin gives the place for the event;
 * end returns the future (pending on ev, or ready when no transfer took the
 * place), finish(state) to run once the work is done (NULL: nothing). */
void rt_async_begin(cl_event *ev);
ampcc_future rt_async_end(cl_event ev, void (*finish)(void *), void *state);
/* A future for work already done, and one for work that ends with `ev`
 * (taken over); `finish(state)` then runs with the lock held before the
 * future counts as ready. */
ampcc_future rt_future_ready(void);
ampcc_future rt_future_pending(cl_event ev, void (*finish)(void *), void *state);
/* At exit: waits for all pending work and its callbacks, stops the thread. */
void rt_futures_exit(void);

/* ---- the device list (accelerator.c) ------------------------------------ */

/* The OpenCL device at a path of the list ("gpu:0", "cpu:1"); 0 if none. */
int rt_device_at_path(const char *path, cl_platform_id *platform, cl_device_id *device);
/* The path of an OpenCL device of the list ("?" if it is not listed). */
const char *rt_device_path_of(cl_device_id device);
/* What the default device should be (accelerator_set_default's path, else
 * AMPCC_DEVICE, else NULL); from now on the default cannot change. */
const char *rt_default_device_request(void);
/* Without AMPCC_DEVICE, is the default device the host device? Yes for a
 * static program, and (issue 12) on a machine with no GPU among its OpenCL
 * devices; the one place of that rule. May load the OpenCL drivers to find
 * out (file:line names the construct, for the fork check). */
int rt_default_is_host(const char *file, int line);
/* The same answer where it is known without OpenCL (no GPU device file, or a
 * static program); 0 where only the drivers can tell. For the start-up thread. */
int rt_default_is_host_cheaply(void);
/* May the default (AMPCC_DEVICE unset) be the host device at all: the rule
 * is on and no MPI rank rule applies. */
int rt_default_may_be_host(void);

/* The device of accelerator_view `view_id`, opened on first use (its own
 * context and queue; the default device's view is the default device). */
rt_device *rt_view_device(int view_id, const char *file, int line);
/* The accelerator_view value of a view id (an array's). */
ampcc_accelerator_view rt_accelerator_view_of(int view_id);
/* The view made with the default device (rt_device_ready first). */
int rt_default_view_id(const char *file, int line);
/* Makes `d` the device the runtime works on; returns the one before. */
static inline rt_device *rt_use_device(rt_device *d)
{
    rt_device *before = rt_cur;
    rt_cur = d;
    return before;
}
/* The device of list entry `index`, opened now if it is not yet (the
 * default device too: one device, one context, whoever asks first). */
rt_device *rt_open_listed_device(int index, const char *file, int line);
/* Gives d its own context and in-order queue (device.c). */
void rt_device_open_opencl(rt_device *d, cl_platform_id platform, cl_device_id device,
                           const char *file, int line);
/* The device list's entry for an OpenCL device, or for the host device
 * (device NULL); -1 when not listed. */
int rt_list_index_of(cl_device_id device, int is_host);
/* Calls fn on every device that has been opened (exit: finish, release). */
void rt_each_open_device(void (*fn)(rt_device *d));
/* At exit, once every device is released: frees their records. */
void rt_forget_open_devices(void);
/* Waits for every open device's queue to drain (device.c). */
void rt_finish_open_devices(void);

/* Fails with AMPCC_UNSUPPORTED_FEATURE when prog's kernels need what the
 * device lacks (double precision). */
void rt_check_program_features(const ampcc_program *prog, const char *file, int line);

/* ---- programs (program.c) ---------------------------------------------- */

/* The bytes last given to clSetKernelArg for one argument. */
typedef struct rt_arg_cache {
    size_t size;                /* 0 = never set */
    unsigned char small[32];    /* the bytes when size <= 32 */
    unsigned char *big;         /* else these (malloc'd) */
} rt_arg_cache;

typedef struct rt_kernel {
    cl_kernel kernel;
    const char *name;
    size_t work_group_size;     /* CL_KERNEL_WORK_GROUP_SIZE */
    int nargs;                  /* CL_KERNEL_NUM_ARGS */
    /* The local size chosen for the last non-tiled launch (launch.c), kept
     * so that launches over the same global size do not choose again. */
    int auto_rank;              /* 0 = none chosen yet */
    int auto_ok;                /* 0 = leave it to the driver (NULL) */
    size_t auto_global[3], auto_local[3];
    unsigned long epoch;        /* rt_mem_epoch when `args` was filled */
    rt_arg_cache *args;         /* nargs entries */
    int aliased;                /* the NAME_aliased variant (no restrict) to launch when
                                   two views share a buffer; -1: none */
} rt_kernel;

typedef struct rt_program {
    ampcc_program *owner;       /* whose state this is (cleared at exit) */
    rt_device *dev;             /* the device it is built for */
    struct rt_program *sibling; /* the owner's program on another device (owner->state
                                   is the first of this chain) */
    cl_program program;
    cl_program aliased_program; /* built with -DAMPCC_ALIASED_VARIANTS when a launch first
                                   needs a kernel's _aliased variant; else NULL */
    rt_kernel *kernels;
    int nkernels;
    int nlaunchable;            /* the first entries: the kernels the host launches by
                                   number; the _aliased variants follow */
    struct rt_program *next;
} rt_program;

/* The disk cache's entries (program.c says their layout); exposed for the
 * unit tests. rt_cache_read returns the payload of a valid entry for key
 * (malloc'd) or NULL, with *bad set when a file was there but failed a check
 * (header, length or checksum); rt_cache_write writes one atomically. */
uint64_t rt_checksum(const unsigned char *bytes, size_t n);
unsigned char *rt_cache_read(const char *path, uint64_t key, size_t *size, int *bad);
void rt_cache_write(const char *path, uint64_t key, const unsigned char *bin, size_t size);

/* Whether the user's cache folder ($XDG_CACHE_HOME, else ~/.cache) cannot
 * be made or written: then *err is why, and path names it. OpenCL drivers
 * such as PoCL keep their own kernel cache there and report no devices
 * without it. */
int rt_cache_folder_unwritable(char *path, size_t size, int *err);

/* Whether a failed build's log names no error in the source, so that the
 * driver, not ampcc's code, failed (tried again, and blamed on the driver). */
int rt_log_blames_driver(const char *log);

/* The start-up thread's build of prog on d (prestart.c): from the disk
 * cache, else from source, quietly; NULL on any failure. *builds counts the
 * builds from source. */
cl_program rt_program_prebuild(const rt_device *d, const ampcc_program *prog, int *builds);
/* Whether the cache folder cannot be written or its disk is nearly full:
 * where a driver may end the process during a build (device.c). */
int rt_cache_disk_low(void);

/* Builds (or loads from the disk cache) prog on the device; sets prog->state. */
rt_program *rt_program_get(ampcc_program *prog, const char *file, int line);

/* Kernel k's _aliased variant (k->aliased >= 0), built on first use: the
 * variants live in a second build of the program (emit_common.h says why). */
rt_kernel *rt_aliased_kernel(rt_program *p, const rt_kernel *k, const char *file, int line);

/* ---- launches (launch.c) ----------------------------------------------- */

/* The launch's global (and, tiled, local) sizes in OpenCL order, after the
 * domain checks; 0 when .truncate() left nothing to run. k NULL: no device
 * limit on the tile (the host device). */
int rt_domain_sizes(const ampcc_domain *dom, const rt_kernel *k, size_t *global, size_t *local,
                    const char *file, int line);
/* Do two of the launch's views share a buffer (then the _aliased variant runs)? */
int rt_views_share_storage(const ampcc_arg *args, int nargs);
ampcc_view_meta rt_view_meta(const ampcc_view *v);
size_t rt_view_meta_n(const ampcc_view *v, int *m);

/* ---- the native host device (native.c) --------------------------------- */

/* Is AMPCC_DEVICE's value `want` the host device? */
/* Was the program linked without OpenCL (-static, libampcc_noocl.a)? Then
 * the host device is the default device. */
int rt_linked_without_opencl(void);
int rt_wants_host(const char *want);
/* The cores the host device runs on (the process's CPU affinity), counted once. */
long rt_host_cores(void);
/* The host device's line of `ampcc --list-devices`. */
void rt_native_list(int selected);
/* Makes the host device the process's device. */
void rt_native_device_init(void);
/* ampcc_launch on the host device: the unit's native kernel, on this thread's cores. */
void rt_native_launch(ampcc_program *prog, int kernel, const ampcc_domain *dom,
                      const ampcc_arg *args, int nargs, const char *file, int line);

/* The work-group size of a non-tiled launch (OpenCL dimension order, rank
 * 1-3): powers of two that divide each global size, within item_max[d]
 * (CL_DEVICE_MAX_WORK_ITEM_SIZES), at most min(target, kernel_max) work-items
 * (kernel_max: CL_KERNEL_WORK_GROUP_SIZE). The dimensions grow in turn from
 * dimension 0 (256: 256, 16x16, 8x8x4, the shapes GPUs like), or with `wide`
 * dimension 0 first (256x1: a CPU driver such as PoCL runs a work-group as a
 * loop vectorised along dimension 0). Returns 0 (use NULL, the driver's
 * choice) when that gives fewer than 32 work-items and the budget allowed
 * more. A pure function, for the unit tests. */
int rt_choose_local_size(int rank, const size_t *global, size_t kernel_max,
                         const size_t *item_max, size_t target, int wide, size_t *local);

/* The work-item budget for AMPCC_LOCAL_SIZE's value `setting` (NULL or ""
 * for unset) on a CPU or other device: 0 means a NULL local size (the
 * driver's choice), (size_t)-1 a setting that is not valid. Pure, for the
 * unit tests. */
size_t rt_local_budget(const char *setting, int is_cpu);

#endif
