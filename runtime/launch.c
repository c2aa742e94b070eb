/* launch.c - parallel_for_each: check the domain, send what the kernel needs,
 * set the arguments that changed, enqueue. Never waits for the kernel.
 *
 * This is the hot path: after the first launch of a kernel it does no
 * allocation, no OpenCL object creation and no clSetKernelArg for arguments
 * whose bytes are the same as at that kernel's previous launch.
 */
#include <stdlib.h>
#include <string.h>
#include <limits.h>
#include "internal.h"

/* "(8, 9)"; a long one ends in "..." */
static const char *tuple(char *buf, size_t size, int rank, const int *v)
{
    size_t at = 0;
    if (rank == 1) {
        snprintf(buf, size, "%d", v[0]);
        return buf;
    }
    for (int d = 0; d < rank && at + 16 < size; d++)
        at += (size_t)snprintf(buf + at, size - at, "%s%d", d ? ", " : "(", v[d]);
    snprintf(buf + at, size - at, at + 16 < size ? ")" : ", ...)");
    return buf;
}

int ampcc_extent_size(int rank, const int *ext, const char *file, int line)
{
    char e[64];
    int size = 1, overflow = 0;
    for (int d = 0; d < rank && !overflow; d++)
        overflow = __builtin_mul_overflow(size, ext[d], &size);
    if (overflow) {
        long double exact = 1;
        for (int d = 0; d < rank; d++)
            exact *= ext[d];
        rt_fail(file, line, "extent %s has %.0Lf elements, more than extent::size() can return "
                "(%d); use smaller extents", tuple(e, sizeof e, rank, ext), exact, INT_MAX);
    }
    return size;
}

static void fail_not_tiling(const ampcc_domain *dom, const char *file, int line)
{
    char e[64], t[64];
    rt_fail_kind(AMPCC_INVALID_COMPUTE_DOMAIN, file, line, "parallel_for_each over extent %s, which is not a multiple of the "
            "tile size %s; make the extent a multiple of the tile, or use .pad() (and guard "
            "with ext.contains(idx.global)) or .truncate()",
            tuple(e, sizeof e, dom->rank, dom->extent), tuple(t, sizeof t, dom->rank, dom->tile));
}

/* A tile is checked against the device's limits before the launch, not
 * against CL_KERNEL_WORK_GROUP_SIZE: that is a hint, and NVIDIA's driver
 * reports 256 for every kernel yet runs tiles of 1024 (C++ AMP promises
 * 1024). A launch the driver then refuses is reported by fail_tile_refused. */
static void check_tile_fits(const ampcc_domain *dom, const char *file, int line)
{
    char t[64];
    size_t threads = 1;
    int too_wide = 0;
    for (int d = 0; d < dom->rank; d++) {
        threads *= (size_t)dom->tile[d];
        too_wide |= (size_t)dom->tile[d] > rt_dev.max_item_sizes[dom->rank - 1 - d];
    }
    if (threads > rt_dev.max_work_group || too_wide)
        rt_fail(file, line, "tile %s has %zu threads, more than the device '%s' allows in one "
                "tile (%zu, at most %zu x %zu x %zu per dimension); use smaller tile sizes",
                tuple(t, sizeof t, dom->rank, dom->tile), threads, rt_dev.name,
                rt_dev.max_work_group, rt_dev.max_item_sizes[2], rt_dev.max_item_sizes[1],
                rt_dev.max_item_sizes[0]);
}

/* The driver refused a tiled launch whose tile is within the device's
 * limits: this kernel needs more per thread (registers, private or
 * tile_static memory) than a tile that size can have. */
static void fail_tile_refused(const ampcc_domain *dom, const rt_kernel *k, cl_int err,
                              const char *file, int line)
{
    char t[64];
    size_t threads = 1;
    for (int d = 0; d < dom->rank; d++)
        threads *= (size_t)dom->tile[d];
    rt_fail(file, line, "the device '%s' refused to run this kernel with tile %s (%zu threads): "
            "%s (the driver reports at most %zu threads in a tile for this kernel); use "
            "smaller tile sizes, or less tile_static memory and fewer locals in the kernel",
            rt_dev.name, tuple(t, sizeof t, dom->rank, dom->tile), threads,
            rt_cl_error_name(err), k->work_group_size);
}

static int launch_refused(cl_int err)
{
    return err == CL_INVALID_WORK_GROUP_SIZE || err == CL_INVALID_WORK_ITEM_SIZE ||
           err == CL_OUT_OF_RESOURCES;
}

/* Every extent of the domain is positive, and the domain has at most
 * 2^32 - 1 points (C++ AMP's limit on the threads of one launch; its
 * messages, which count the threads until they pass the limit: "at least"). */
static void check_domain(const ampcc_domain *dom, const char *file, int line)
{
    char e[64];
    unsigned long long threads = 1;
    int d;
    for (d = 0; d < dom->rank; d++)
        if (dom->extent[d] <= 0)
            rt_fail_kind(AMPCC_INVALID_COMPUTE_DOMAIN, file, line, "parallel_for_each over extent "
                         "%s: the extent of dimension %d of the compute domain (%d) cannot be "
                         "smaller than or equal to 0", tuple(e, sizeof e, dom->rank, dom->extent),
                         d, dom->extent[d]);
    for (d = 0; d < dom->rank && threads <= 0xffffffffULL; d++)
        threads *= (unsigned long long)dom->extent[d];   /* two factors of < 2^31 fit */
    if (threads > 0xffffffffULL)
        rt_fail_kind(AMPCC_INVALID_COMPUTE_DOMAIN, file, line, "parallel_for_each over extent %s: "
                     "the number of threads requested (%s%llu) exceeds the limit (4294967295)",
                     tuple(e, sizeof e, dom->rank, dom->extent), d < dom->rank ? "at least " : "",
                     threads);
}

/* A domain of rank N > 3 on OpenCL's three dimensions: AMP dimensions N-1
 * and N-2 on 0 and 1, the product of the others on 2 (AMPCC_MAX_RANK). */
static int high_rank_sizes(const ampcc_domain *dom, size_t *global, const char *file, int line)
{
    size_t outer = 1;
    for (int d = 0; d < dom->rank - 2; d++)
        outer *= (size_t)dom->extent[d];   /* check_domain kept it below 2^32 */
    global[0] = (size_t)dom->extent[dom->rank - 1];
    global[1] = (size_t)dom->extent[dom->rank - 2];
    global[2] = outer;
    return 1;
}

/* OpenCL sizes of the launch: AMP dimension d is OpenCL dimension rank-1-d.
 * Returns 0 when truncation leaves no thread to run. */
int rt_domain_sizes(const ampcc_domain *dom, const rt_kernel *k, size_t *global,
                    size_t *local, const char *file, int line)
{
    int tiled = dom->tile[0] > 0, any = 1;
    if (dom->rank < 1 || dom->rank > AMPCC_MAX_RANK || (tiled && dom->rank > 3))
        rt_fail(file, line, "parallel_for_each over a domain of rank %d; the rank must be 1 "
                "to %d (1, 2 or 3 when tiled)", dom->rank, AMPCC_MAX_RANK);
    check_domain(dom, file, line);
    if (dom->rank > 3)
        return high_rank_sizes(dom, global, file, line);
    for (int d = 0; d < dom->rank; d++) {
        long n = dom->extent[d];
        if (tiled) {
            long t = dom->tile[d], rem = n % t;
            if (rem && dom->mode == AMPCC_TILE_EXACT)
                fail_not_tiling(dom, file, line);
            if (rem)
                n = dom->mode == AMPCC_TILE_PAD ? n + (t - rem) : n - rem;
            local[dom->rank - 1 - d] = (size_t)t;
        }
        global[dom->rank - 1 - d] = (size_t)n;
        any &= n > 0;
    }
    if (tiled && k)
        check_tile_fits(dom, file, line);
    return any;
}

/* ---- the work-group size of a non-tiled launch ---------------------------- */

/* Without a local size the OpenCL driver chooses one. On a CPU device the
 * runtime chooses instead (rt_choose_local_size in internal.h): PoCL's own
 * choice made the 2-D stencil 1.4x slower than a wide work-group. On a GPU
 * the driver's choice is kept by default: NVIDIA's beat 16x16 on the H100
 * (stencil and naive matmul 4-10% faster, docs/performance.md). */

enum { LOCAL_TARGET = 256, LOCAL_MIN_USEFUL = 32 };

static size_t pow2_floor(size_t n)
{
    size_t p = 1;
    while (n / 2 >= p)
        p *= 2;
    return n ? p : 0;
}

int rt_choose_local_size(int rank, const size_t *global, size_t kernel_max,
                         const size_t *item_max, size_t target, int wide, size_t *local)
{
    size_t cap[3], budget = pow2_floor(target < kernel_max ? target : kernel_max), total = 1;
    int grew = 1;
    if (rank < 1 || rank > 3 || budget < 1)
        return 0;
    for (int d = 0; d < rank; d++) {
        size_t divisor = global[d] & (~global[d] + 1); /* largest power of two dividing it */
        size_t most = pow2_floor(item_max[d]);
        cap[d] = divisor < most ? divisor : most;
        local[d] = 1;
    }
    /* Double one dimension at a time while the total stays within budget:
     * round robin from dimension 0 (balanced shapes), or for `wide`
     * dimension 0 as far as it goes first. A dimension that cannot grow
     * leaves its share to the others. */
    while (grew) {
        grew = 0;
        for (int d = 0; d < rank; d++)
            while (local[d] * 2 <= cap[d] && total * 2 <= budget) {
                local[d] *= 2;
                total *= 2;
                grew = 1;
                if (!wide)
                    break;
            }
    }
    return total >= (budget < LOCAL_MIN_USEFUL ? budget : LOCAL_MIN_USEFUL);
}

size_t rt_local_budget(const char *setting, int is_cpu)
{
    char *end;
    unsigned long n;
    if (!setting || !*setting || strcmp(setting, "auto") == 0)
        return is_cpu ? LOCAL_TARGET : 0;
    if (strcmp(setting, "driver") == 0)
        return 0;
    n = strtoul(setting, &end, 10);
    if (*end || n == 0 || (n & (n - 1)) != 0 || n > 65536)
        return (size_t)-1;
    return n;
}

/* AMPCC_LOCAL_SIZE, read at the first non-tiled launch: the work-item
 * budget, or 0 for a NULL local size. */
static size_t local_target(const char *file, int line)
{
    static int known;
    static size_t target;
    if (__builtin_expect(!known, 0)) {
        const char *s = getenv("AMPCC_LOCAL_SIZE");
        target = rt_local_budget(s, rt_dev.is_cpu);
        if (target == (size_t)-1)
            rt_fail(file, line, "AMPCC_LOCAL_SIZE='%s' is not 'auto', 'driver' or a power "
                    "of two from 1 to 65536 (the work-items of a non-tiled work-group)", s);
        known = 1;
    }
    return target;
}

/* The local size for a non-tiled launch over `global`, or NULL: chosen once
 * per kernel and global size (a launch over the same sizes only compares). */
static const size_t *auto_local(rt_kernel *k, int rank, const size_t *global, const char *file,
                                int line)
{
    int same = k->auto_rank == rank;
    for (int d = 0; same && d < rank; d++)
        same = k->auto_global[d] == global[d];
    if (__builtin_expect(!same, 0)) {
        size_t target = local_target(file, line);
        k->auto_ok = target && rt_choose_local_size(rank, global, k->work_group_size,
                                                    rt_dev.max_item_sizes, target, rt_dev.is_cpu,
                                                    k->auto_local);
        k->auto_rank = rank;
        for (int d = 0; d < rank; d++)
            k->auto_global[d] = global[d];
    }
    return k->auto_ok ? k->auto_local : NULL;
}

static void fail_arg_count(const ampcc_program *prog, const rt_kernel *k, int given,
                           const char *file, int line)
{
    rt_fail(file, line, "kernel %s of %s takes %d OpenCL arguments but the launch "
            "passes %s%d; the host code and the OpenCL C come from different ampcc runs: "
            "recompile %s", k->name, prog->file, k->nargs,
            given > k->nargs ? "at least " : "", given, prog->file);
}

/* clSetKernelArg only when the bytes differ from what this argument last held. */
static void set_arg(const ampcc_program *prog, rt_kernel *k, int i, size_t size,
                    const void *bytes, const char *file, int line)
{
    rt_arg_cache *c;
    unsigned char *have;
    if (i >= k->nargs)
        fail_arg_count(prog, k, i + 1, file, line);
    c = &k->args[i];
    have = c->size <= sizeof c->small ? c->small : c->big;
    if (c->size == size && memcmp(have, bytes, size) == 0)
        return;
    RT_CHECK(clSetKernelArg(k->kernel, (cl_uint)i, size, bytes), "clSetKernelArg", file, line);
    if (size > sizeof c->small) {
        unsigned char *big = realloc(c->big, size);
        if (!big)
            rt_fail(file, line, "out of host memory");
        c->big = big;
        have = big;
    } else {
        have = c->small;
    }
    memcpy(have, bytes, size);
    c->size = size;
}

/* The meta of a view of rank > 3 (ampcc_view_meta_N: offset, N extents, N
 * strides) into m; returns its size in bytes. */
size_t rt_view_meta_n(const ampcc_view *v, int *m)
{
    m[0] = (int)v->offset;
    for (int d = 0; d < v->rank; d++) {
        m[1 + d] = v->extent[d];
        m[1 + v->rank + d] = (int)v->stride[d];
    }
    return (size_t)(1 + 2 * v->rank) * sizeof(int);
}

ampcc_view_meta rt_view_meta(const ampcc_view *v)
{
    ampcc_view_meta m;
    m.offset = (int)v->offset;
    for (int d = 0; d < 3; d++) {
        m.extent[d] = v->extent[d];
        m.stride[d] = (int)v->stride[d];
    }
    return m;
}

/* Do two of the launch's views use one buffer (a view and its copy, two
 * sections of one array)? Then the kernel's restrict pointers would lie. */
int rt_views_share_storage(const ampcc_arg *args, int nargs)
{
    for (int i = 0; i < nargs; i++)
        for (int j = i + 1; j < nargs && args[i].kind == AMPCC_ARG_VIEW; j++)
            if (args[j].kind == AMPCC_ARG_VIEW &&
                ((const ampcc_view *)args[i].ptr)->buf == ((const ampcc_view *)args[j].ptr)->buf)
                return 1;
    return 0;
}

/* With an error handler installed a failing launch returns having run
 * nothing: the domain is checked before anything moves (launch_guarded). */
static void launch_guarded(ampcc_program *prog, int kernel, const ampcc_domain *dom,
                           const ampcc_arg *args, int nargs, const char *file, int line);

/* The view of the first array the kernel uses (or -1): as in C++ AMP, a
 * parallel_for_each without a view runs where its arrays live; for a
 * staging array, on its associated view (the device its data goes to). */
static int arrays_view(const ampcc_arg *args, int nargs)
{
    for (int i = 0; i < nargs; i++) {
        const ampcc_view *v = args[i].kind == AMPCC_ARG_VIEW ? args[i].ptr : NULL;
        if (v && v->buf && v->buf->device_home)
            return v->buf->staging ? v->buf->assoc_view_id : v->buf->view_id;
    }
    return -1;
}

void ampcc_launch(ampcc_program *prog, int kernel, const ampcc_domain *dom,
                  const ampcc_arg *args, int nargs, const char *file, int line)
{
    RT_ENTER();
    int on = arrays_view(args, nargs);
    rt_try t;
    if (on >= 0) {
        ampcc_launch_on(on, prog, kernel, dom, args, nargs, file, line);
        return;
    }
    if (!RT_TRY(t))
        return;
    launch_guarded(prog, kernel, dom, args, nargs, file, line);
    rt_try_end(&t);
}

void ampcc_launch_on(int view_id, ampcc_program *prog, int kernel, const ampcc_domain *dom,
                     const ampcc_arg *args, int nargs, const char *file, int line)
{
    rt_device *before = rt_cur;
    rt_try t;
    if (!RT_TRY(t)) {
        rt_use_device(before);
        return;
    }
    rt_use_device(rt_view_device(view_id, file, line));
    launch_guarded(prog, kernel, dom, args, nargs, file, line);
    rt_use_device(before);
    rt_try_end(&t);
}

/* The kernel `done` uses the launch's views: copy_async transfers of them
 * (on the transfer queue) wait for it. */
static void note_views_used(const ampcc_arg *args, int nargs, cl_event done)
{
    for (int i = 0; i < nargs; i++)
        if (args[i].kind == AMPCC_ARG_VIEW)
            rt_buffer_used(((ampcc_view *)args[i].ptr)->buf, done);
}

/* Kernels compute element positions as ints (ampcc_view_meta): the last
 * element a view reaches must be at most INT_MAX, or its positions would wrap
 * to other elements. A located error instead, before anything moves. */
static void check_view_positions(const ampcc_arg *args, int nargs, const char *file, int line)
{
    for (int i = 0; i < nargs; i++) {
        if (args[i].kind != AMPCC_ARG_VIEW)
            continue;
        const ampcc_view *v = args[i].ptr;
        long last = v->offset, count = 1;
        for (int d = 0; d < v->rank; d++) {
            last += (long)(v->extent[d] > 0 ? v->extent[d] - 1 : 0) * v->stride[d];
            count *= v->extent[d];
        }
        if (last > INT_MAX)
            rt_fail(file, line, "a view of %ld elements (its last at position %ld) is used in a kernel, "
                    "which reaches elements at int positions (at most %d); split the work into sections",
                    count, last, INT_MAX);
    }
}

static void launch_guarded(ampcc_program *prog, int kernel, const ampcc_domain *dom,
                           const ampcc_arg *args, int nargs, const char *file, int line)
{
    check_view_positions(args, nargs, file, line);
    rt_device_ready(file, line);
    if (rt_dev.is_host) {
        rt_native_launch(prog, kernel, dom, args, nargs, file, line);
        return;
    }
    rt_program *p = rt_program_get(prog, file, line);
    size_t global[3], local[3];
    rt_kernel *k;
    int ai = 0;
    if (kernel < 0 || kernel >= p->nlaunchable)
        rt_fail(file, line, "kernel number %d of %s does not exist (it has %d); recompile %s",
                kernel, prog->file, p->nlaunchable, prog->file);
    k = &p->kernels[kernel];
    if (!rt_domain_sizes(dom, k, global, local, file, line))
        return; /* .truncate() left nothing to run */
    for (int i = 0; i < nargs; i++)
        if (args[i].kind == AMPCC_ARG_VIEW)
            rt_buffer_prepare_launch((ampcc_view *)args[i].ptr, args[i].access, file, line);
    if (k->aliased >= 0 && rt_views_share_storage(args, nargs)) {
        k = rt_aliased_kernel(p, k, file, line);
        rt_stats.aliased_launches++;
    }
    if (k->epoch != rt_mem_epoch) {
        /* A released cl_mem's handle may have been reused: forget them all. */
        for (int i = 0; i < k->nargs; i++)
            k->args[i].size = 0;
        k->epoch = rt_mem_epoch;
    }
    for (int i = 0; i < nargs; i++) {
        const ampcc_arg *a = &args[i];
        if (a->kind == AMPCC_ARG_VIEW && ((ampcc_view *)a->ptr)->rank > 3) {
            ampcc_view *v = (ampcc_view *)a->ptr;
            int m[1 + 2 * AMPCC_MAX_RANK];
            set_arg(prog, k, ai++, sizeof(cl_mem), &v->buf->mem, file, line);
            set_arg(prog, k, ai++, rt_view_meta_n(v, m), m, file, line);
        } else if (a->kind == AMPCC_ARG_VIEW) {
            ampcc_view *v = (ampcc_view *)a->ptr;
            ampcc_view_meta m = rt_view_meta(v);
            set_arg(prog, k, ai++, sizeof(cl_mem), &v->buf->mem, file, line);
            set_arg(prog, k, ai++, sizeof m, &m, file, line);
        } else {
            set_arg(prog, k, ai++, a->size, a->ptr, file, line);
        }
    }
    if (dom->rank > 3)   /* the domain, from which the kernel decodes its index */
        set_arg(prog, k, ai++, (size_t)dom->rank * sizeof(int), dom->extent, file, line);
    if (ai != k->nargs)
        fail_arg_count(prog, k, ai, file, line);
    int dims = dom->rank > 3 ? 3 : dom->rank;
    const size_t *local_size = dom->tile[0] > 0 ? local : auto_local(k, dims, global, file, line);
    rt_step_begin("compiling a kernel for its launch", file, line);
    cl_event done = NULL;   /* wanted once the device has a transfer queue */
    cl_int err = clEnqueueNDRangeKernel(rt_dev.queue, k->kernel, (cl_uint)dims, NULL, global,
                                        local_size, 0, NULL, rt_dev.copy_queue ? &done : NULL);
    rt_step_end();
    if (err != CL_SUCCESS && dom->tile[0] > 0 && launch_refused(err))
        fail_tile_refused(dom, k, err, file, line);
    RT_CHECK(err, "clEnqueueNDRangeKernel", file, line);
    if (done) {
        note_views_used(args, nargs, done);
        clReleaseEvent(done);
    }
    if (rt_dev.flush_launches)
        clFlush(rt_dev.queue);
    rt_stats.launches++;
}
