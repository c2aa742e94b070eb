/* internal.h - what the runtime's files share and the generated code never sees.
 *
 * Files: device.c (device choice, context, queue, errors, stats, exit cleanup),
 * buffer.c (buffers, views, arrays, the lazy transfers), program.c (building
 * and caching programs), launch.c (domain checks, kernel arguments, enqueue).
 * The runtime is single-threaded: one host thread drives it.
 */
#ifndef AMPCC_RT_INTERNAL_H
#define AMPCC_RT_INTERNAL_H

#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
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
} rt_device;

extern rt_device rt_dev;
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

/* Prints "FILE:LINE: error: MESSAGE" (plus an optional hint line) and exits 1. */
void rt_fail(const char *file, int line, const char *fmt, ...)
    __attribute__((format(printf, 3, 4), noreturn));
/* Fails with a message naming the OpenCL call and error code when err != 0. */
void rt_check_at(cl_int err, const char *what, const char *file, int line);
#define RT_CHECK(err, what, file, line) \
    do { cl_int e_ = (err); if (__builtin_expect(e_ != CL_SUCCESS, 0)) rt_check_at(e_, what, file, line); } while (0)
const char *rt_cl_error_name(cl_int err);

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
    int refs;                   /* views and the owning array each hold one */
    size_t elem_size;
    long count;                 /* elements */
    int host_owned;             /* the runtime allocated `host` */
    int device_home;            /* array<T,N>: the device copy is the data */
    cl_mem mem;                 /* device copy, allocated on first device use */
    struct ampcc_buffer *prev, *next; /* live buffers, freed at exit if leaked */
};

/* Elements a view can touch: [offset, last element + 1). */
rt_range rt_view_span(const ampcc_view *v);
/* Before a launch: allocate the device copy and upload what the kernel needs
 * of the view; when the kernel writes it, record that the device is newer. */
void rt_buffer_prepare_launch(ampcc_view *v, int access, const char *file, int line);

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
    cl_program program;
    cl_program aliased_program; /* built with -DAMPCC_ALIASED_VARIANTS when a launch first
                                   needs a kernel's _aliased variant; else NULL */
    rt_kernel *kernels;
    int nkernels;
    int nlaunchable;            /* the first entries: the kernels the host launches by
                                   number; the _aliased variants follow */
    struct rt_program *next;
} rt_program;

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

/* ---- the native host device (native.c) --------------------------------- */

/* Is AMPCC_DEVICE's value `want` the host device? */
int rt_wants_host(const char *want);
/* The host device's line of `ampcc --list-devices` (selected when want is "host"). */
void rt_native_list(const char *want);
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
