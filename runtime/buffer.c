/* buffer.c - array_view and array storage, and the lazy transfers between
 * the host copy and the device copy (LANGUAGE.md section 8).
 *
 * Each buffer remembers two element ranges: where the host copy is newer
 * than the device's (host_newer) and where the device copy is newer than the
 * host's (device_newer). The device copy lives on one device at a time
 * (b->dev); a kernel on another device first brings the first device's newer
 * part home and frees that copy, and the new device starts with nothing, so
 * it receives (lazily, as ever) what its kernels need and no more. Each is one contiguous range, so the granularity of a
 * transfer is "the part of that range the operation needs": a section that is
 * a block of whole rows moves exactly its rows; a strided section moves the
 * span from its first to its last element. The two ranges never overlap: when
 * growing one would make them overlap, the other is transferred first.
 */
#include <dlfcn.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "internal.h"

#include <stddef.h>

/* ampcc_view_at (the header's inline fast path) reads the buffer's first
 * fields through struct ampcc_buffer_head: the layouts must agree. */
#define SAME_FIELD(f, g) \
    _Static_assert(offsetof(struct ampcc_buffer, f) == offsetof(struct ampcc_buffer_head, g) && \
                   sizeof(((struct ampcc_buffer *)0)->f) == sizeof(((struct ampcc_buffer_head *)0)->g), \
                   "struct ampcc_buffer_head does not match struct ampcc_buffer at " #f)
SAME_FIELD(host, host);
SAME_FIELD(host_newer, host_newer);
SAME_FIELD(device_newer, device_newer);
SAME_FIELD(zero_pending, zero_pending);

static const rt_range EMPTY = {0, 0};

static int range_empty(rt_range r) { return r.lo >= r.hi; }

static rt_range range_meet(rt_range a, rt_range b)
{
    rt_range r = {a.lo > b.lo ? a.lo : b.lo, a.hi < b.hi ? a.hi : b.hi};
    return range_empty(r) ? EMPTY : r;
}

static rt_range range_join(rt_range a, rt_range b)
{
    if (range_empty(a)) return b;
    if (range_empty(b)) return a;
    return (rt_range){a.lo < b.lo ? a.lo : b.lo, a.hi > b.hi ? a.hi : b.hi};
}

static int range_overlaps(rt_range a, rt_range b) { return !range_empty(range_meet(a, b)); }

/* Removes from *dirty the part inside want and returns what must move. When
 * that part sits in the middle of *dirty, the remainder would be two ranges,
 * so the part moves together with the shorter of its two neighbours. */
static rt_range take_range(rt_range *dirty, rt_range want)
{
    rt_range part = range_meet(*dirty, want);
    if (range_empty(part))
        return EMPTY;
    if (part.lo - dirty->lo <= dirty->hi - part.hi) {
        part.lo = dirty->lo;
        dirty->lo = part.hi;
    } else {
        part.hi = dirty->hi;
        dirty->hi = part.lo;
    }
    if (range_empty(*dirty))
        *dirty = EMPTY;
    return part;
}

/* A range of a view's own elements as the buffer's elements that hold them
 * (they differ after reinterpret_as). */
static rt_range buffer_range(const ampcc_view *v, rt_range r)
{
    if (!v->elem_size || range_empty(r))
        return r;
    size_t own = (size_t)v->elem_size, theirs = v->buf->elem_size;
    return (rt_range){(long)((size_t)r.lo * own / theirs), (long)(((size_t)r.hi * own + theirs - 1) / theirs)};
}

/* The buffer elements wholly inside a range of a view's own elements: what
 * discard_data may forget (a reinterpreted view can cover only part of the
 * buffer element at either end, whose other bytes must still be sent). */
static rt_range buffer_range_inside(const ampcc_view *v, rt_range r)
{
    if (!v->elem_size || range_empty(r))
        return r;
    size_t own = (size_t)v->elem_size, theirs = v->buf->elem_size;
    rt_range in = {(long)(((size_t)r.lo * own + theirs - 1) / theirs), (long)((size_t)r.hi * own / theirs)};
    return range_empty(in) ? EMPTY : in;
}

/* First to last element of the view, in its own elements. */
static rt_range own_span(const ampcc_view *v)
{
    long last = v->offset;
    for (int k = 0; k < v->rank; k++) {
        if (v->extent[k] <= 0)
            return EMPTY;
        last += (long)(v->extent[k] - 1) * v->stride[k];
    }
    return (rt_range){v->offset, last + 1};
}

rt_range rt_view_span(const ampcc_view *v)
{
    return buffer_range(v, own_span(v));
}

long rt_view_count(const ampcc_view *v)
{
    long n = 1;
    for (int k = 0; k < v->rank; k++)
        n *= v->extent[k];
    return n;
}

int rt_view_contiguous(const ampcc_view *v)
{
    long expect = 1;
    for (int k = v->rank - 1; k >= 0; k--) {
        if (v->extent[k] > 1 && v->stride[k] != expect)
            return 0;
        expect *= v->extent[k];
    }
    return 1;
}

/* ---- live buffers, freed at exit when a program leaks them -------------- */

static struct ampcc_buffer *live_buffers;

static void unmap_staging(struct ampcc_buffer *b);
static void forget_buffer_events(struct ampcc_buffer *b);

/* The spare copy is out of date (a write) or not wanted. */
static void drop_spare(struct ampcc_buffer *b)
{
    if (!b->spare_mem)
        return;
    clReleaseMemObject(b->spare_mem);
    rt_mem_epoch++;
    b->spare_mem = NULL;
    b->spare_dev = NULL;
}

static void buffer_free(struct ampcc_buffer *b)
{
    if (b->prev) b->prev->next = b->next; else live_buffers = b->next;
    if (b->next) b->next->prev = b->prev;
    forget_buffer_events(b);
    drop_spare(b);
    if (b->mem) {
        clReleaseMemObject(b->mem);
        rt_mem_epoch++;
    }
    if (b->staging && b->host)
        unmap_staging(b);
    else if (b->host_owned)
        free(b->host);
    free(b);
    rt_stats.live_buffers--;
}

static void free_live_buffers(void)
{
    while (live_buffers)
        buffer_free(live_buffers);
}

static struct ampcc_buffer *buffer_new(long count, size_t elem_size, const char *file, int line)
{
    struct ampcc_buffer *b = calloc(1, sizeof *b);
    rt_note_use();
    if (!b)
        rt_fail_kind(AMPCC_OUT_OF_MEMORY, file, line, "out of host memory");
    b->refs = 1;
    b->count = count;
    b->elem_size = elem_size;
    b->next = live_buffers;
    if (live_buffers)
        live_buffers->prev = b;
    live_buffers = b;
    rt_stats.live_buffers++;
    rt_at_exit(free_live_buffers);
    return b;
}

static void buffer_unref(struct ampcc_buffer *b)
{
    if (b && --b->refs == 0)
        buffer_free(b);
}

/* ---- transfers ----------------------------------------------------------- */

static size_t bytes_of(const struct ampcc_buffer *b, long elems)
{
    return (size_t)elems * b->elem_size;
}

/* ---- the compute queue and the transfer queue ----------------------------- */

static void forget_event(cl_event *ev)
{
    if (*ev)
        clReleaseEvent(*ev);
    *ev = NULL;
}

static void keep_event(cl_event *at, cl_event ev)
{
    clRetainEvent(ev);
    forget_event(at);
    *at = ev;
}

/* The buffer's events belong to its device's queues: when the device copy
 * moves, they are dropped (the in-order queue of each device still orders
 * what was queued there). */
static void forget_buffer_events(struct ampcc_buffer *b)
{
    forget_event(&b->last_use);
    forget_event(&b->copied);
}

void rt_buffer_used(struct ampcc_buffer *b, cl_event ev)
{
    if (ev && b->dev && b->dev->copy_queue)
        keep_event(&b->last_use, ev);
}

/* Where a non-blocking command on b's compute queue puts its event (NULL
 * while the device has no transfer queue: nothing needs it). */
static cl_event *use_slot(const struct ampcc_buffer *b, cl_event *ev)
{
    *ev = NULL;
    return b->dev->copy_queue ? ev : NULL;
}

static void used(struct ampcc_buffer *b, cl_event ev)
{
    rt_buffer_used(b, ev);
}

/* b's device's compute queue, for a command that touches b: b's copy_async
 * transfer still in flight on the transfer queue comes first (a barrier:
 * the in-order queue's later commands wait for it too). */
static cl_command_queue compute_queue(struct ampcc_buffer *b, const char *file, int line)
{
    if (b->copied) {
        cl_event copied = b->copied;
        b->copied = NULL;
        cl_int err = clEnqueueBarrierWithWaitList(b->dev->queue, 1, &copied, NULL);
        clReleaseEvent(copied);
        RT_CHECK(err, "clEnqueueBarrierWithWaitList", file, line);
    }
    return b->dev->queue;
}

/* d's transfer queue, made on first use, after a marker for what its
 * compute queue already holds. */
static cl_command_queue transfer_queue(rt_device *d, const char *file, int line)
{
    cl_int err;
    if (d->copy_queue)
        return d->copy_queue;
    RT_CHECK(clEnqueueMarkerWithWaitList(d->queue, 0, NULL, &d->copy_floor),
             "clEnqueueMarkerWithWaitList", file, line);
    clFlush(d->queue);
    d->copy_queue = clCreateCommandQueue(d->context, d->device, 0, &err);
    if (err != CL_SUCCESS)
        forget_event(&d->copy_floor);
    RT_CHECK(err, "clCreateCommandQueue (transfers)", file, line);
    return d->copy_queue;
}

/* One transfer of b (and, between two buffers on one device, of b2): a
 * copy_async transfer (rt_async_event() gives its event's place) goes on the
 * device's transfer queue after b's and b2's last commands on the compute
 * queue, so it can run while other kernels do; any other on the compute
 * queue, after their transfers in flight, and it blocks when it reads or
 * writes the caller's memory. */
typedef struct rt_xfer {
    cl_command_queue queue;
    cl_bool blocking;
    cl_uint nwait;
    cl_event wait[3];
    cl_event *ev;               /* the copy_async's event place, or NULL */
} rt_xfer;

static void xfer_wait_for(rt_xfer *x, cl_event ev)
{
    if (ev)
        x->wait[x->nwait++] = ev;
}

static rt_xfer xfer_begin(struct ampcc_buffer *b, struct ampcc_buffer *b2, const char *file, int line)
{
    rt_xfer x = {0};
    x.ev = rt_async_event();
    if (!x.ev) {
        x.queue = compute_queue(b, file, line);
        if (b2)
            compute_queue(b2, file, line);
        x.blocking = CL_TRUE;
        return x;
    }
    x.queue = transfer_queue(b->dev, file, line);
    xfer_wait_for(&x, b->dev->copy_floor);
    xfer_wait_for(&x, b->last_use);
    if (b2)
        xfer_wait_for(&x, b2->last_use);
    return x;
}

/* After the transfer was queued: the compute queue waits for it before it
 * touches b or b2 again. */
static void xfer_end(rt_xfer *x, struct ampcc_buffer *b, struct ampcc_buffer *b2)
{
    if (!x->ev || !*x->ev)
        return;
    keep_event(&b->copied, *x->ev);
    if (b2)
        keep_event(&b2->copied, *x->ev);
    keep_event(&b->dev->copy_last, *x->ev);
    clFlush(x->queue);
}

static void zero_fill_device(struct ampcc_buffer *b, const char *file, int line)
{
    static const cl_uint zero = 0;
    size_t size = bytes_of(b, b->count);
    size_t pattern = size % sizeof zero == 0 ? sizeof zero : 1;
    cl_event ev;
    if (size == 0)
        return;
    RT_CHECK(clEnqueueFillBuffer(compute_queue(b, file, line), b->mem, &zero, pattern, 0, size, 0, NULL,
                                 use_slot(b, &ev)),
             "clEnqueueFillBuffer", file, line);
    used(b, ev);
    forget_event(&ev);
}

static void ensure_host_copy(struct ampcc_buffer *b, const char *file, int line);

/* On the host device the host copy is the device copy: nothing to allocate,
 * and nothing is ever newer than the other. */
static void host_is_device_copy(struct ampcc_buffer *b, const char *file, int line)
{
    ensure_host_copy(b, file, line);
    b->host_newer = EMPTY;
    b->device_newer = EMPTY;
    b->zero_pending = 0;
}

static void download(struct ampcc_buffer *b, rt_range r, const char *file, int line);
static void upload(struct ampcc_buffer *b, rt_range r, const char *file, int line);

/* The buffer leaves its device: the device's newer part comes home and its
 * copy is freed; the next device starts with nothing, so everything the
 * host holds is newer than that device's copy. */
static void leave_device(struct ampcc_buffer *b, const char *file, int line)
{
    ensure_host_copy(b, file, line);
    download(b, b->device_newer, file, line);
    b->device_newer = EMPTY;
    drop_spare(b);
    forget_buffer_events(b);
    if (b->mem) {
        clReleaseMemObject(b->mem);
        rt_mem_epoch++;
        b->mem = NULL;
    }
    b->dev = NULL;
    b->host_newer = b->count > 0 ? (rt_range){0, b->count} : EMPTY;
}

/* The spare device's copy becomes the one in use, and the one in use the
 * spare: both are full and equal to the host copy (a spare exists only while
 * nothing has been written). */
static void swap_spare(struct ampcc_buffer *b)
{
    forget_buffer_events(b);
    rt_device *d = b->spare_dev;
    cl_mem m = b->spare_mem;
    b->spare_dev = b->dev;
    b->spare_mem = b->mem;
    b->dev = d;
    b->mem = m;
}

static void ensure_device_copy_on(struct ampcc_buffer *b, rt_device *d, const char *file, int line);

/* A kernel on OpenCL device d uses all of the buffer, which another OpenCL
 * device holds: when that device's copy is full and nothing is newer than
 * it once its own writes have come home, it stays as the spare and d
 * receives the whole buffer (what the kernel needs anyway); otherwise the
 * data moves as leave_device says. */
static void move_keeping_spare(struct ampcc_buffer *b, rt_device *d, const char *file, int line)
{
    rt_device *from = b->dev;
    cl_mem kept;
    if (!from || from == d || from->is_host || d->is_host || b->spare_dev == d)
        return;
    ensure_host_copy(b, file, line);
    download(b, b->device_newer, file, line);
    b->device_newer = EMPTY;
    if (!range_empty(b->host_newer) || b->zero_pending)
        return;   /* from's copy is not all there: leave_device frees it */
    drop_spare(b);
    forget_buffer_events(b);
    kept = b->mem;
    b->mem = NULL;
    b->dev = NULL;
    b->host_newer = b->count > 0 ? (rt_range){0, b->count} : EMPTY;
    ensure_device_copy_on(b, d, file, line);
    upload(b, b->host_newer, file, line);
    b->host_newer = EMPTY;
    b->spare_dev = from;
    b->spare_mem = kept;
}

/* The device copy exists on d (allocated on first use there). Owned
 * storage the host never touched starts as zeros on the device by a fill,
 * not an upload. */
static void ensure_device_copy_on(struct ampcc_buffer *b, rt_device *d, const char *file, int line)
{
    cl_int err;
    size_t size = bytes_of(b, b->count);
    if (b->dev == d && (b->mem || d->is_host))
        return;
    if (b->spare_dev == d) {
        swap_spare(b);   /* d still holds all of it */
        return;
    }
    if (size > d->max_alloc)   /* the host device's limit is the machine's memory */
        rt_fail_kind(AMPCC_OUT_OF_MEMORY, file, line, "out of device memory: %zu bytes of data, but the device '%s' "
                "allows at most %zu bytes in one buffer; use smaller data, or pick a larger "
                "device with AMPCC_DEVICE", size, d->name, (size_t)d->max_alloc);
    if (b->dev && b->dev != d)
        leave_device(b, file, line);
    if (d->is_host) {
        b->dev = d;
        host_is_device_copy(b, file, line);
        return;
    }
    b->mem = clCreateBuffer(d->context, CL_MEM_READ_WRITE, size ? size : 1, NULL, &err);
    RT_CHECK(err, "clCreateBuffer", file, line);
    b->dev = d;
    if (b->zero_pending) {
        zero_fill_device(b, file, line);
        b->host_newer = EMPTY;
        b->zero_pending = 0;
    }
}

/* The device copy exists on the device that holds it, else on the device
 * the runtime works on. */
static void ensure_device_copy(struct ampcc_buffer *b, const char *file, int line)
{
    if (!b->dev)
        rt_device_ready(file, line);
    ensure_device_copy_on(b, b->dev ? b->dev : rt_cur, file, line);
}

/* ---- AMPCC_CHECK=1: host data freed under a view ------------------------- */

/* The list of live buffers is read under the runtime lock. free() may be
 * called with future.c's list lock held, which is never held while taking
 * the runtime lock; so it is tried a while, and then read without it (a
 * best effort that only a free() racing with another thread's view
 * construction or release can miss). */
void rt_note_host_free(void *p, size_t size, void *caller)
{
    char *lo = p, *hi = lo + size;
    int locked = 0;
    for (int tries = 0; tries < 1000 && !(locked = rt_lock_try()); tries++)
        sched_yield();
    for (struct ampcc_buffer *b = live_buffers; b; b = b->next) {
        if (b->host_owned || b->staging || !b->host)
            continue;
        if (b->host < hi && lo < b->host + bytes_of(b, b->count)) {
            b->host = NULL;   /* ampcc_view_at's fast path then calls the runtime */
            b->freed_by = caller;
        }
    }
    if (locked)
        rt_unlock();
}

/* "./prog+0x1234" (what addr2line -e ./prog 0x1234 reads) or the address. */
static void describe_code_address(void *at, char *out, size_t size)
{
    Dl_info info;
    if (dladdr(at, &info) && info.dli_fname)
        snprintf(out, size, "%s+%#lx", info.dli_fname,
                 (unsigned long)((char *)at - (char *)info.dli_fbase));
    else
        snprintf(out, size, "%p", at);
}

/* The runtime is about to read or write the host data of b: it must still be
 * allocated. Without a line of its own (end of scope), the view's is named. */
static void check_host_not_freed(const struct ampcc_buffer *b, const char *file, int line)
{
    char caller[512];
    if (__builtin_expect(!b->freed_by, 1))
        return;
    describe_code_address(b->freed_by, caller, sizeof caller);
    rt_fail(file ? file : b->made_file, file ? line : b->made_line,
            "the host data of the array_view made at %s:%d was freed (free() called from %s) "
            "while the view still needed it; free it after the view's last use",
            b->made_file ? b->made_file : "?", b->made_line, caller);
}

/* The host copy exists: an array's is made when the host first looks at it. */
static void ensure_host_copy(struct ampcc_buffer *b, const char *file, int line)
{
    if (b->host)
        return;
    check_host_not_freed(b, file, line);
    b->host = calloc((size_t)b->count + 1, b->elem_size);
    if (!b->host)
        rt_fail_kind(AMPCC_OUT_OF_MEMORY, file, line, "out of host memory (%zu bytes)",
                     bytes_of(b, b->count));
    b->host_owned = 1;
}

static void upload(struct ampcc_buffer *b, rt_range r, const char *file, int line)
{
    if (range_empty(r) || (b->dev && b->dev->is_host))
        return;
    check_host_not_freed(b, file, line);
    ensure_device_copy(b, file, line);
    if (b->dev->is_host)
        return;
    /* Blocking: the host may change its copy as soon as we return. */
    RT_CHECK(clEnqueueWriteBuffer(compute_queue(b, file, line), b->mem, CL_TRUE, bytes_of(b, r.lo),
                                  bytes_of(b, r.hi - r.lo), b->host + bytes_of(b, r.lo),
                                  0, NULL, NULL),
             "clEnqueueWriteBuffer", file, line);
    rt_stats.bytes_to_device += bytes_of(b, r.hi - r.lo);
}

static void download(struct ampcc_buffer *b, rt_range r, const char *file, int line)
{
    if (range_empty(r) || !b->dev || b->dev->is_host)
        return;
    ensure_host_copy(b, file, line);
    RT_CHECK(clEnqueueReadBuffer(compute_queue(b, file, line), b->mem, CL_TRUE, bytes_of(b, r.lo),
                                 bytes_of(b, r.hi - r.lo), b->host + bytes_of(b, r.lo),
                                 0, NULL, NULL),
             "clEnqueueReadBuffer", file, line);
    rt_stats.bytes_to_host += bytes_of(b, r.hi - r.lo);
}

/* The host copy of `want` is current. */
static void host_current(struct ampcc_buffer *b, rt_range want, const char *file, int line)
{
    ensure_host_copy(b, file, line);
    download(b, take_range(&b->device_newer, want), file, line);
}

/* The host is about to change `r` (or has, for refresh): record it, first
 * bringing home device writes the widened range would otherwise cover. */
static void mark_host_newer(struct ampcc_buffer *b, rt_range r, const char *file, int line)
{
    rt_range grown = range_join(b->host_newer, r);
    drop_spare(b);
    if (range_overlaps(grown, b->device_newer)) {
        download(b, b->device_newer, file, line);
        b->device_newer = EMPTY;
    }
    b->host_newer = grown;
    b->zero_pending = 0;
}

/* A kernel is about to write `r`: record it, first sending host changes the
 * widened range would otherwise cover (on the in-order queue, before it). */
static void mark_device_newer(struct ampcc_buffer *b, rt_range r, const char *file, int line)
{
    rt_range grown = range_join(b->device_newer, r);
    b->device_epoch++;
    drop_spare(b);
    if (range_overlaps(grown, b->host_newer)) {
        upload(b, b->host_newer, file, line);
        b->host_newer = EMPTY;
    }
    b->device_newer = grown;
}

/* A view whose buffer is gone: released at the end of its scope, or never
 * made (a zeroed struct). */
static void check_has_data(const ampcc_view *v, const char *file, int line)
{
    if (__builtin_expect(!v->buf, 0))
        rt_fail(file, line, "this array_view has no data: it was used after the end of the "
                "scope that declared it, or was never initialized; declare it where it is "
                "used, or copy it (a copy shares the data)");
}

void rt_buffer_prepare_launch(ampcc_view *v, int access, const char *file, int line)
{
    struct ampcc_buffer *b = v->buf;
    rt_range span = rt_view_span(v);
    check_has_data(v, file, line);
    if (span.lo == 0 && span.hi == b->count)
        move_keeping_spare(b, rt_cur, file, line);
    ensure_device_copy_on(b, rt_cur, file, line);   /* the launch's device */
    if (rt_dev.is_host) {
        host_is_device_copy(b, file, line);   /* the kernel works on the host data in place */
        return;
    }
    compute_queue(b, file, line);   /* a copy_async of b still reading it comes first */
    /* Even a write-only kernel needs the current contents (it may not write
     * every element); discard_data() has already removed them from host_newer. */
    if (!range_empty(b->host_newer))
        upload(b, take_range(&b->host_newer, span), file, line);
    if ((access & AMPCC_WRITE) && !v->is_const)
        mark_device_newer(b, span, file, line);
}

/* ---- views --------------------------------------------------------------- */

static void set_row_major(ampcc_view *v, int rank, const int *ext)
{
    long stride = 1;
    v->rank = rank;
    for (int k = rank - 1; k >= 0; k--) {
        v->extent[k] = ext[k];
        v->stride[k] = stride;
        stride *= ext[k];
    }
    for (int k = rank; k < 3; k++) {
        v->extent[k] = 1;
        v->stride[k] = 0;
    }
}

static long checked_count(int rank, const int *ext, const char *what, const char *file, int line)
{
    long n = 1;
    if (rank < 1 || rank > AMPCC_MAX_RANK)
        rt_fail(file, line, "%s of rank %d; the rank must be 1 to %d", what, rank, AMPCC_MAX_RANK);
    for (int k = 0; k < rank; k++) {
        if (ext[k] < 0)
            rt_fail_kind(AMPCC_INVALID_COMPUTE_DOMAIN, file, line, "%s with a negative extent (%d in dimension %d)", what, ext[k], k);
        n *= ext[k];
    }
    return n;
}

ampcc_view ampcc_view_new(int rank, const int *ext, size_t elem_size, void *host_data,
                          int is_const, const char *file, int line)
{
    RT_ENTER();
    ampcc_view v = {0};
    struct ampcc_buffer *volatile made = NULL;
    rt_try t;
    if (!RT_TRY(t)) {
        buffer_unref(made);
        return (ampcc_view){0}; /* empty: using it is an error */
    }
    long n = checked_count(rank, ext, "array_view", file, line);
    struct ampcc_buffer *b = made = buffer_new(n, elem_size, file, line);
    b->made_file = file;
    b->made_line = line;
    if (host_data) {
        b->host = host_data;
    } else {
        ensure_host_copy(b, file, line);
        b->zero_pending = 1;
    }
    b->host_newer = (rt_range){0, n}; /* the device has nothing yet */
    if (range_empty(b->host_newer))
        b->host_newer = EMPTY;
    v.buf = b;
    v.is_const = is_const;
    set_row_major(&v, rank, ext);
    rt_try_end(&t);
    return v;
}

ampcc_view ampcc_view_of_array(ampcc_array *arr, int is_const)
{
    RT_ENTER();
    ampcc_view v = ampcc_view_share(&arr->view);
    v.is_const = is_const;
    return v;
}

ampcc_view ampcc_view_share(const ampcc_view *v)
{
    RT_ENTER();
    if (v->buf)
        v->buf->refs++;
    return *v;
}

/* End of scope: pending device writes reach the user's data. Runtime-owned
 * storage and arrays are only reachable through views, which fetch on access,
 * and a const view never copies back. */
void ampcc_view_release(ampcc_view *v)
{
    RT_ENTER();
    struct ampcc_buffer *b = v->buf;
    rt_try t;
    if (!b)
        return;
    rt_range span = rt_view_span(v);
    v->buf = NULL;
    if (RT_TRY(t)) {
        /* only when there is something to copy: data freed after the view's
         * last use is no error (AMPCC_CHECK=1 would otherwise report it) */
        if (!v->is_const && !b->host_owned && !b->device_home && range_overlaps(span, b->device_newer))
            host_current(b, span, NULL, 0);
        rt_try_end(&t);
    }
    buffer_unref(b);
}

/* Where a failed element access reads and writes instead (zeros; a failed
 * operation changes no data). */
static char *scratch;
static size_t scratch_size;

static void free_scratch(void)
{
    free(scratch);
    scratch = NULL;
    scratch_size = 0;
}

static void *scratch_element(size_t elem_size)
{
    if (elem_size > scratch_size) {
        free(scratch);
        scratch = malloc(elem_size);
        scratch_size = scratch ? elem_size : 0;
        rt_at_exit(free_scratch);
    }
    if (scratch)
        memset(scratch, 0, elem_size);
    return scratch;
}

static void *view_elem(const ampcc_view *v, int mode, const int *idx, size_t elem_size,
                       const char *file, int line)
{
    struct ampcc_buffer *b = v->buf;
    long e = v->offset;
    check_has_data(v, file, line);
    for (int k = 0; k < v->rank; k++) {
        if ((unsigned)idx[k] >= (unsigned)v->extent[k])
            rt_fail(file, line, "index %d is outside the view's extent %d in dimension %d",
                    idx[k], v->extent[k], k);
        e += idx[k] * v->stride[k];
    }
    rt_range at = buffer_range(v, (rt_range){e, e + 1});
    if (!b->host || range_overlaps(at, b->device_newer))
        host_current(b, rt_view_span(v), file, line);
    if ((mode & AMPCC_WRITE) && !(at.lo >= b->host_newer.lo && at.hi <= b->host_newer.hi && !b->zero_pending))
        mark_host_newer(b, at, file, line);
    return b->host + (size_t)e * elem_size;
}

void *ampcc_view_elem(const ampcc_view *v, int mode, const int *idx, size_t elem_size,
                      const char *file, int line)
{
    RT_ENTER();
    void *at;
    rt_try t;
    if (!RT_TRY(t))
        return scratch_element(elem_size);
    at = view_elem(v, mode, idx, elem_size, file, line);
    rt_try_end(&t);
    return at;
}

ampcc_view ampcc_view_project(const ampcc_view *v, int i)
{
    RT_ENTER();
    return ampcc_view_project_at(v, i, NULL, 0);
}

ampcc_view ampcc_view_project_at(const ampcc_view *v, int i, const char *file, int line)
{
    RT_ENTER();
    ampcc_view w;
    rt_try t;
    if (!RT_TRY(t))
        return (ampcc_view){0};
    if (v->rank < 2)
        rt_fail(file, line, "[%d] on a view of rank %d: only views of rank 2 or more project",
                i, v->rank);
    if (i < 0 || i >= v->extent[0])
        rt_fail(file, line, "index %d is outside the view's extent %d in dimension 0", i,
                v->extent[0]);
    w = ampcc_view_share(v);
    w.offset = v->offset + i * v->stride[0];
    w.rank = v->rank - 1;
    for (int k = 0; k < w.rank; k++) {
        w.extent[k] = v->extent[k + 1];
        w.stride[k] = v->stride[k + 1];
    }
    for (int k = w.rank; k < 3; k++) {
        w.extent[k] = 1;
        w.stride[k] = 0;
    }
    rt_try_end(&t);
    return w;
}

/* v.section(origin, ext); origin NULL: .section(ext) from index 0; ext
 * NULL: .section(origin) to the end of the view. */
ampcc_view ampcc_view_section(const ampcc_view *v, const int *origin, const int *ext,
                              const char *file, int line)
{
    RT_ENTER();
    ampcc_view w;
    rt_try t;
    int o[AMPCC_MAX_RANK] = {0}, e[AMPCC_MAX_RANK];
    if (!RT_TRY(t))
        return (ampcc_view){0};
    check_has_data(v, file, line);
    for (int k = 0; k < v->rank; k++) {
        o[k] = origin ? origin[k] : 0;
        e[k] = ext ? ext[k] : v->extent[k] - o[k];
        if (o[k] < 0 || e[k] <= 0 || o[k] + e[k] > v->extent[k])   /* C++ AMP: no empty sections */
            rt_fail(file, line, "section with origin %d and extent %d does not fit in the "
                    "view's extent %d (dimension %d): a section holds at least one element in "
                    "every dimension, inside the view", o[k], e[k], v->extent[k], k);
    }
    w = ampcc_view_share(v);
    for (int k = 0; k < v->rank; k++) {
        w.offset += o[k] * v->stride[k];
        w.extent[k] = e[k];
    }
    rt_try_end(&t);
    return w;
}

/* v.view_as(ext): the view's elements, in row-major order, seen with
 * another extent (at most as many elements as the view has). */
ampcc_view ampcc_view_view_as(const ampcc_view *v, int rank, const int *ext, const char *file, int line)
{
    ampcc_view w;
    rt_try t;
    if (!RT_TRY(t))
        return (ampcc_view){0};
    check_has_data(v, file, line);
    long n = checked_count(rank, ext, "view_as", file, line);
    if (!rt_view_contiguous(v))
        rt_fail(file, line, "view_as of a view whose elements are not contiguous");
    if (n > rt_view_count(v))
        rt_fail(file, line, "view_as with an extent of %ld elements, more than the view's %ld", n,
                rt_view_count(v));
    w = ampcc_view_share(v);
    set_row_major(&w, rank, ext);
    rt_try_end(&t);
    return w;
}

/* v.reinterpret_as<U>(): the same bytes as a rank-1 view of U. */
ampcc_view ampcc_view_reinterpret(const ampcc_view *v, size_t from, size_t to, const char *file, int line)
{
    ampcc_view w;
    rt_try t;
    if (!RT_TRY(t))
        return (ampcc_view){0};
    check_has_data(v, file, line);
    size_t start = (size_t)v->offset * from, bytes = (size_t)rt_view_count(v) * from;
    if (!rt_view_contiguous(v))
        rt_fail(file, line, "reinterpret_as of a view whose elements are not contiguous");
    if (bytes % to)
        rt_fail(file, line, "reinterpret_as: the view's %zu bytes are not a whole number of %zu-byte "
                "elements", bytes, to);
    if (start % to)
        rt_fail(file, line, "reinterpret_as: the view starts %zu bytes into its data, not at a whole "
                "number of %zu-byte elements", start, to);
    w = ampcc_view_share(v);
    int ext = (int)(bytes / to);
    set_row_major(&w, 1, &ext);
    w.offset = (long)(start / to);
    w.elem_size = to == v->buf->elem_size ? 0 : (int)to;
    rt_try_end(&t);
    return w;
}

void ampcc_view_synchronize(const ampcc_view *v, const char *file, int line)
{
    RT_ENTER();
    rt_try t;
    if (!RT_TRY(t))
        return;
    check_has_data(v, file, line);
    host_current(v->buf, rt_view_span(v), file, line);
    rt_try_end(&t);
}

/* ---- synchronize_async --------------------------------------------------- */

/* A fetch in flight: the buffer (kept alive by a reference) and what moves. */
typedef struct rt_fetch {
    struct ampcc_buffer *buf;
    rt_range moved;
    unsigned long epoch;
} rt_fetch;

void *rt_view_fetch_async(const ampcc_view *v, cl_event *ev, const char *file, int line)
{
    struct ampcc_buffer *b = v->buf;
    rt_range want, dirty;
    rt_fetch *f;
    check_has_data(v, file, line);
    want = range_meet(b->device_newer, rt_view_span(v));
    if (rt_dev.is_host || range_empty(want))
        return NULL;
    dirty = b->device_newer;
    want = take_range(&dirty, want);   /* what host_current would fetch */
    ensure_host_copy(b, file, line);
    f = malloc(sizeof *f);
    if (!f) {
        host_current(b, want, file, line);   /* no memory to track it: fetch it now */
        return NULL;
    }
    RT_CHECK(clEnqueueReadBuffer(compute_queue(b, file, line), b->mem, CL_FALSE, bytes_of(b, want.lo),
                                 bytes_of(b, want.hi - want.lo), b->host + bytes_of(b, want.lo),
                                 0, NULL, ev),
             "clEnqueueReadBuffer", file, line);
    rt_stats.bytes_to_host += bytes_of(b, want.hi - want.lo);
    *f = (rt_fetch){b, want, b->device_epoch};
    b->refs++;
    return f;
}

/* The fetched elements are current on the host now, unless the device wrote
 * the buffer again meanwhile. Until now device_newer still covered them, so
 * host access waited for them (it fetched them itself, in queue order). Only
 * an end of device_newer can be cut off; a piece in its middle stays there
 * (fetched again when the host looks: redundant, never stale). */
void rt_view_fetched(void *state)
{
    rt_fetch *f = state;
    rt_range *dn = &f->buf->device_newer;
    if (f->epoch == f->buf->device_epoch && !range_empty(*dn)) {
        if (f->moved.lo <= dn->lo && f->moved.hi > dn->lo)
            dn->lo = f->moved.hi;
        else if (f->moved.hi >= dn->hi && f->moved.lo < dn->hi)
            dn->hi = f->moved.lo;
        if (range_empty(*dn))
            *dn = EMPTY;
    }
    buffer_unref(f->buf);
    free(f);
}

ampcc_future ampcc_view_synchronize_async(const ampcc_view *v, const char *file, int line)
{
    RT_ENTER();
    void *volatile fetch = NULL;
    cl_event ev = NULL;
    rt_try t;
    if (!RT_TRY(t))
        return rt_future_ready();   /* failed: nothing was begun */
    fetch = rt_view_fetch_async(v, &ev, file, line);
    rt_try_end(&t);
    return rt_async_end(ev, fetch ? rt_view_fetched : NULL, fetch);
}

/* The host data changed behind the view's back: the host copy of the span is
 * the truth, so device writes inside it are forgotten (pieces outside it that
 * cannot be kept as one range are fetched first). */
void ampcc_view_refresh(const ampcc_view *v)
{
    RT_ENTER();
    struct ampcc_buffer *b = v->buf;
    rt_range span, d, part;
    if (!b)
        return; /* an empty view (its construction failed): nothing to refresh */
    span = rt_view_span(v);
    d = b->device_newer;
    part = range_meet(d, span);
    if (!b->host || b->host_owned || b->device_home)
        return; /* runtime-owned storage or an array's: nothing outside the views
                   can change it, so there is nothing to refresh from */
    if (!range_empty(part)) {
        if (part.lo == d.lo) {
            b->device_newer.lo = part.hi;
        } else if (part.hi == d.hi) {
            b->device_newer.hi = part.lo;
        } else {
            download(b, (rt_range){d.lo, part.lo}, NULL, 0);
            download(b, (rt_range){part.hi, d.hi}, NULL, 0);
            b->device_newer = EMPTY;
        }
        if (range_empty(b->device_newer))
            b->device_newer = EMPTY;
    }
    if (!range_empty(span))
        mark_host_newer(b, span, NULL, 0);
}

/* The device need not receive the current contents of the span. When the
 * span sits in the middle of host_newer, the whole range stays (uploading a
 * little more is correct; losing an update would not be). */
void ampcc_view_discard_data(const ampcc_view *v)
{
    RT_ENTER();
    struct ampcc_buffer *b = v->buf;
    rt_range span, h, part;
    if (!b)
        return; /* an empty view: nothing to discard */
    span = buffer_range_inside(v, own_span(v));
    h = b->host_newer;
    part = range_meet(h, span);
    if (range_empty(part))
        return;
    if (part.lo == h.lo)
        b->host_newer.lo = part.hi;
    else if (part.hi == h.hi)
        b->host_newer.hi = part.lo;
    if (range_empty(b->host_newer)) {
        b->host_newer = EMPTY;
        b->zero_pending = 0;
    }
}

/* A host pointer the caller may read and write: the span becomes current on
 * the host and, unless const, counts as changed by the host. */
void *ampcc_view_data(const ampcc_view *v, const char *file, int line)
{
    RT_ENTER();
    struct ampcc_buffer *b = v->buf;
    rt_range span = rt_view_span(v);
    rt_try t;
    if (!RT_TRY(t))
        return NULL;
    check_has_data(v, file, line);
    host_current(b, span, file, line);
    if (!v->is_const && !range_empty(span))
        mark_host_newer(b, span, file, line);
    rt_try_end(&t);
    return b->host + (size_t)v->offset * rt_view_elem_size(v);
}

/* A copy into v writes every element of its span (one run, whole elements). */
static int overwrites_run(const ampcc_view *v)
{
    return !v->elem_size && rt_view_contiguous(v) && rt_view_count(v) > 0;
}

static void host_overwrites(struct ampcc_buffer *b, rt_range r, const char *file, int line);

/* ---- arrays -------------------------------------------------------------- */

/* A staging array's host copy: pinned host memory (CL_MEM_ALLOC_HOST_PTR),
 * mapped once for the array's life, from which the device copy is written
 * and into which it is read at the device's full transfer speed. On the host
 * device the host copy is the data itself. */
static void map_staging(struct ampcc_buffer *b, const char *file, int line)
{
    cl_int err;
    size_t size = bytes_of(b, b->count);
    rt_device *d = b->dev;
    if (d->is_host)
        return;   /* host_is_device_copy made the (ordinary) host copy */
    b->pinned = clCreateBuffer(d->context, CL_MEM_READ_WRITE | CL_MEM_ALLOC_HOST_PTR,
                               size ? size : 1, NULL, &err);
    RT_CHECK(err, "clCreateBuffer (pinned)", file, line);
    b->host = clEnqueueMapBuffer(d->queue, b->pinned, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, 0,
                                 size ? size : 1, 0, NULL, NULL, &err);
    RT_CHECK(err, "clEnqueueMapBuffer", file, line);
    b->host_owned = 0;
}

static void unmap_staging(struct ampcc_buffer *b)
{
    if (!b->pinned) {
        free(b->host);   /* the host device's: an ordinary allocation */
        return;
    }
    clEnqueueUnmapMemObject(b->pinned_queue, b->pinned, b->host, 0, NULL, NULL);
    clFinish(b->pinned_queue);
    clReleaseMemObject(b->pinned);
}

/* The array's first contents: src's bytes, else zeros. */
static void array_fill(struct ampcc_buffer *b, const void *src, const char *file, int line)
{
    long n = b->count;
    if (b->dev->is_host) {
        if (src && n > 0)
            memcpy(b->host, src, bytes_of(b, n));   /* the array's own storage, on the host */
        return;
    }
    if (b->staging) {
        /* the host copy is the pinned one: the data goes there, and moves
         * on when a kernel needs it */
        if (src && n > 0)
            memcpy(b->host, src, bytes_of(b, n));
        else
            memset(b->host, 0, bytes_of(b, n));
        b->host_newer = n > 0 ? (rt_range){0, n} : EMPTY;
        return;
    }
    if (src && n > 0) {
        RT_CHECK(clEnqueueWriteBuffer(compute_queue(b, file, line), b->mem, CL_TRUE, 0, bytes_of(b, n), src,
                                      0, NULL, NULL),
                 "clEnqueueWriteBuffer", file, line);
        rt_stats.bytes_to_device += bytes_of(b, n);
    } else {
        zero_fill_device(b, file, line);
    }
    b->device_newer = n > 0 ? (rt_range){0, n} : EMPTY; /* no host copy yet */
}

void ampcc_array_init_on(ampcc_array *a, int rank, const int *ext, size_t elem_size,
                         const void *src, int staging_view_id, int view_id, const char *file,
                         int line)
{
    RT_ENTER();
    struct ampcc_buffer *volatile made = NULL;
    rt_device *d;
    rt_try t;
    memset(a, 0, sizeof *a);
    if (!RT_TRY(t)) {
        buffer_unref(made); /* the array stays empty: using it is an error */
        return;
    }
    long n = checked_count(rank, ext, "array", file, line);
    if (n == 0)   /* C++ AMP's array throws for it; a view may be empty */
        rt_fail_kind(AMPCC_INVALID_COMPUTE_DOMAIN, file, line, "array with a zero extent; an array holds "
                     "at least one element in every dimension");
    /* a(ext, av, associated_av) with av not the host device's view: as in
     * C++ AMP, an ordinary array on av */
    int staging = staging_view_id >= 0 && rt_view_device(staging_view_id, file, line)->is_host;
    int home = staging_view_id >= 0 && !staging ? staging_view_id : view_id;   /* where it lives */
    d = home >= 0 ? rt_view_device(home, file, line) : (rt_device_ready(file, line), rt_cur);
    struct ampcc_buffer *b = made = buffer_new(n, elem_size, file, line);
    b->device_home = 1;
    /* an ordinary array's associated view is its own (conformance
     * associated_accvl_view/Test.03); a staging array's is the device's */
    b->assoc_view_id = staging_view_id >= 0 && !staging ? home : view_id >= 0 ? view_id : d->list_index;
    b->view_id = staging ? staging_view_id : home >= 0 ? home : d->list_index;
    ensure_device_copy_on(b, d, file, line);
    if (staging) {
        b->staging = 1;
        b->pinned_queue = d->queue;
        map_staging(b, file, line);
    }
    array_fill(b, src, file, line);
    a->view.buf = b;
    set_row_major(&a->view, rank, ext);
    rt_try_end(&t);
}

void ampcc_array_init(ampcc_array *a, int rank, const int *ext, size_t elem_size,
                      const void *src, const char *file, int line)
{
    ampcc_array_init_on(a, rank, ext, elem_size, src, -1, -1, file, line);
}

/* cpu code touches an array's elements: a staging array's only. */
static void check_staging(const ampcc_view *a, const char *file, int line)
{
    check_has_data(a, file, line);
    if (!a->buf->staging)
        rt_fail(file, line, "cpu code touches the elements of an array that is not a staging "
                "array; copy it to host memory with copy_to(...), use an array_view of it, or make "
                "it a staging array: array<T, N> a(ext, accelerator(\"host\").default_view, av)");
}

void *ampcc_array_elem(const ampcc_view *a, int mode, const int *idx, size_t elem_size,
                       const char *file, int line)
{
    rt_try t;
    if (!RT_TRY(t))
        return scratch_element(elem_size);
    check_staging(a, file, line);
    rt_try_end(&t);
    return ampcc_view_elem(a, mode, idx, elem_size, file, line);
}

void *ampcc_array_data(const ampcc_view *a, const char *file, int line)
{
    rt_try t;
    if (!RT_TRY(t))
        return NULL;
    check_staging(a, file, line);
    rt_try_end(&t);
    return ampcc_view_data(a, file, line);
}

struct ampcc_accelerator_view ampcc_array_accelerator_view(const ampcc_view *v)
{
    return rt_accelerator_view_of(v->buf ? v->buf->view_id : rt_default_view_id(NULL, 0));
}

struct ampcc_accelerator_view ampcc_array_associated_accelerator_view(const ampcc_view *v)
{
    return rt_accelerator_view_of(v->buf ? v->buf->assoc_view_id : rt_default_view_id(NULL, 0));
}

void ampcc_array_release(ampcc_array *a)
{
    RT_ENTER();
    ampcc_view_release(&a->view);
}

ampcc_array ampcc_array_copy_of(const ampcc_array *src, const char *file, int line)
{
    return ampcc_array_copy_of_on(&src->view, -1, -1, file, line);
}

ampcc_array ampcc_array_copy_of_on(const ampcc_view *src, int staging_view_id, int view_id,
                                   const char *file, int line)
{
    ampcc_array a = {{0}};
    rt_try t;
    if (!RT_TRY(t))
        return a; /* empty: using it is an error */
    check_has_data(src, file, line);
    rt_try_end(&t);
    ampcc_array_init_on(&a, src->rank, src->extent, rt_view_elem_size(src), NULL, staging_view_id,
                        view_id, file, line);
    if (a.view.buf)
        ampcc_copy(src, &a.view, file, line);
    return a;
}

/* C++ AMP copies the range [first, last) into the new array; AMP C asks for
 * exactly as many elements as the extent holds, as copy(first, last, a) does
 * (a shorter range would leave elements unset, a longer one is C++ AMP's
 * runtime_exception). */
void ampcc_array_init_range(ampcc_array *a, int rank, const int *ext, size_t elem_size,
                            const void *first, const void *last, int staging_view_id, int view_id,
                            const char *file, int line)
{
    rt_try t;
    memset(a, 0, sizeof *a);
    if (!RT_TRY(t))
        return; /* the array stays empty: using it is an error */
    long n = checked_count(rank, ext, "array", file, line);
    if (!first || !last || (const char *)last < (const char *)first)
        rt_fail(file, line, "array made from a range [first, last) whose last comes before first "
                "(or is null)");
    long count = (long)(((const char *)last - (const char *)first) / (long)elem_size);
    if (count != n)
        rt_fail(file, line, "array of %ld elements made from a range [first, last) of %ld; the range "
                "must hold exactly as many elements as the extent", n, count);
    rt_try_end(&t);
    ampcc_array_init_on(a, rank, ext, elem_size, first, staging_view_id, view_id, file, line);
}

/* The device copy of the whole array is current (host writes through an
 * array_view of it are sent first). */
static void array_device_current(const ampcc_array *a, const char *file, int line)
{
    struct ampcc_buffer *b = a->view.buf;
    upload(b, b->host_newer, file, line);
    b->host_newer = EMPTY;
}

static void check_same_extent(const ampcc_view *from, const ampcc_view *to, const char *file,
                              int line)
{
    int same = from->rank == to->rank;
    for (int k = 0; same && k < from->rank; k++)
        same = from->extent[k] == to->extent[k];
    if (!same)
        rt_fail(file, line, "copy between different extents (rank %d, %d x %d x %d to "
                "rank %d, %d x %d x %d); the destination must have the source's extent",
                from->rank, from->extent[0], from->extent[1], from->extent[2], to->rank,
                to->extent[0], to->extent[1], to->extent[2]);
}

/* The whole device copy of b into dst (on the host device a memcpy, which
 * moves no bytes between devices). With may_wait_later, inside copy_async
 * the read goes on the transfer queue and does not block (xfer_begin). */
static void read_all(struct ampcc_buffer *b, void *dst, int may_wait_later, const char *file, int line)
{
    if (!b->dev || b->dev->is_host) {
        memcpy(dst, b->host, bytes_of(b, b->count));
        return;
    }
    rt_xfer x = may_wait_later ? xfer_begin(b, NULL, file, line)
                               : (rt_xfer){compute_queue(b, file, line), CL_TRUE, 0, {0}, NULL};
    RT_CHECK(clEnqueueReadBuffer(x.queue, b->mem, x.blocking, 0, bytes_of(b, b->count), dst, x.nwait,
                                 x.nwait ? x.wait : NULL, x.ev),
             "clEnqueueReadBuffer", file, line);
    xfer_end(&x, b, NULL);
    rt_stats.bytes_to_host += bytes_of(b, b->count);
}

void ampcc_array_copy_to_host(const ampcc_array *a, void *dst, const char *file, int line)
{
    RT_ENTER();
    struct ampcc_buffer *b = a->view.buf;
    rt_try t;
    if (!RT_TRY(t))
        return;
    check_has_data(&a->view, file, line);
    array_device_current(a, file, line);
    if (b->count > 0)
        read_all(b, dst, 1, file, line);
    rt_try_end(&t);
}

static void relay(struct ampcc_buffer *s, rt_range sr, struct ampcc_buffer *d, rt_range dr,
                  const char *file, int line);

/* Between arrays on two devices: through the host, once each way (between
 * two OpenCL devices without blocking, as relay says). */
static void copy_across_devices(struct ampcc_buffer *s, struct ampcc_buffer *d, const char *file,
                                int line)
{
    rt_range all = {0, s->count};
    if (!s->dev->is_host && !d->dev->is_host && !d->staging) {
        relay(s, all, d, all, file, line);
        return;
    }
    host_current(s, all, file, line);
    rt_buffer_replace(d, s->host, file, line);
}

/* s's run r becomes d's from element `to` on, on their one device (no byte
 * crosses to or from the host); copy_async's on the transfer queue. */
static void copy_on_device(struct ampcc_buffer *s, rt_range r, struct ampcc_buffer *d, long to,
                           const char *file, int line)
{
    rt_xfer x = xfer_begin(s, d, file, line);
    cl_event ev, *slot = x.ev ? x.ev : use_slot(s, &ev);
    RT_CHECK(clEnqueueCopyBuffer(x.queue, s->mem, d->mem, bytes_of(s, r.lo), bytes_of(d, to),
                                 bytes_of(s, r.hi - r.lo), x.nwait, x.nwait ? x.wait : NULL, slot),
             "clEnqueueCopyBuffer", file, line);
    if (x.ev) {
        xfer_end(&x, s, d);
    } else if (slot) {
        used(s, ev);
        used(d, ev);
        forget_event(&ev);
    }
}

/* On one device: no bytes cross to or from the host. */
void ampcc_array_copy_to_array(const ampcc_array *a, const ampcc_array *dst, const char *file, int line)
{
    RT_ENTER();
    struct ampcc_buffer *s = a->view.buf, *d = dst->view.buf;
    rt_try t;
    if (!RT_TRY(t))
        return;
    check_has_data(&a->view, file, line);
    check_has_data(&dst->view, file, line);
    check_same_extent(&a->view, &dst->view, file, line);
    if (s != d && s->count > 0) {
        array_device_current(a, file, line);
        ensure_device_copy(d, file, line);
        if (s->dev != d->dev) {
            copy_across_devices(s, d, file, line);
            rt_try_end(&t);
            return;
        }
        d->host_newer = EMPTY; /* overwritten entirely */
        drop_spare(d);
        if (s->dev->is_host) {
            memcpy(d->host, s->host, bytes_of(s, s->count));
        } else {
            copy_on_device(s, (rt_range){0, s->count}, d, 0, file, line);
            d->device_newer = (rt_range){0, d->count};
            d->device_epoch++;
        }
    }
    rt_try_end(&t);
}

/* Copies the array into the view's host copy (one read; a view with gaps
 * between its rows is filled from a temporary), which then is newer than the
 * view's device copy. */
void ampcc_array_copy_to_view(const ampcc_array *a, const ampcc_view *dst, const char *file, int line)
{
    RT_ENTER();
    struct ampcc_buffer *s = a->view.buf, *d = dst->buf;
    rt_range span = rt_view_span(dst);
    char *volatile tmp = NULL;
    rt_try t;
    if (!RT_TRY(t)) {
        free(tmp);
        return;
    }
    check_has_data(&a->view, file, line);
    check_has_data(dst, file, line);
    check_same_extent(&a->view, dst, file, line);
    if (s->count == 0) {
        rt_try_end(&t);
        return;
    }
    array_device_current(a, file, line);
    if (overwrites_run(dst))
        host_overwrites(d, span, file, line);   /* nothing of it is read back */
    else
        host_current(d, span, file, line);
    if (rt_view_contiguous(dst)) {
        read_all(s, d->host + (size_t)dst->offset * rt_view_elem_size(dst), 0, file, line);
    } else {
        long n = rt_view_count(dst), rowlen = dst->extent[dst->rank - 1];
        tmp = malloc(bytes_of(s, s->count));
        if (!tmp)
            rt_fail_kind(AMPCC_OUT_OF_MEMORY, file, line, "out of host memory");
        read_all(s, tmp, 0, file, line);
        for (long row = 0; row * rowlen < n; row++) {
            long at = dst->offset, rest = row;
            for (int k = dst->rank - 2; k >= 0; k--) {
                at += (rest % dst->extent[k]) * dst->stride[k];
                rest /= dst->extent[k];
            }
            memcpy(d->host + (size_t)at * rt_view_elem_size(dst), tmp + bytes_of(s, row * rowlen),
                   bytes_of(s, rowlen));
        }
        free(tmp);
        tmp = NULL;
    }
    if (!overwrites_run(dst))
        mark_host_newer(d, span, file, line);
    rt_try_end(&t);
}

/* ---- for copy.c ---------------------------------------------------------- */

void rt_view_host_current(const ampcc_view *v, const char *file, int line)
{
    check_has_data(v, file, line);
    host_current(v->buf, rt_view_span(v), file, line);
}

void rt_view_host_written(const ampcc_view *v, const char *file, int line)
{
    rt_range span = rt_view_span(v);
    rt_view_host_current(v, file, line);
    if (!range_empty(span))
        mark_host_newer(v->buf, span, file, line);
}

void rt_buffer_replace(struct ampcc_buffer *b, const void *src, const char *file, int line)
{
    if (b->count == 0)
        return;
    drop_spare(b);
    ensure_device_copy(b, file, line);
    if (b->dev->is_host) {
        memcpy(b->host, src, bytes_of(b, b->count));   /* the host device's storage is the host copy */
        b->host_newer = b->device_newer = EMPTY;
        b->zero_pending = 0;
        return;
    } else {
        rt_xfer x = xfer_begin(b, NULL, file, line);   /* copy_async: src must stay as it is until done */
        RT_CHECK(clEnqueueWriteBuffer(x.queue, b->mem, x.blocking, 0, bytes_of(b, b->count), src,
                                      x.nwait, x.nwait ? x.wait : NULL, x.ev),
                 "clEnqueueWriteBuffer", file, line);
        xfer_end(&x, b, NULL);
        rt_stats.bytes_to_device += bytes_of(b, b->count);
    }
    b->host_newer = EMPTY;
    b->device_newer = (rt_range){0, b->count};
    b->device_epoch++;
    b->zero_pending = 0;
}

/* ---- sections moved straight to and from the device copy ---------------- */

/* The host is about to overwrite all of r: device writes inside r need not
 * come home first. When r sits in the middle of device_newer, the shorter
 * piece beside it comes home and the longer stays newer on the device. */
static void host_overwrites(struct ampcc_buffer *b, rt_range r, const char *file, int line)
{
    rt_range d = b->device_newer, part = range_meet(d, r);
    ensure_host_copy(b, file, line);
    if (part.lo == d.lo && !range_empty(part)) {
        b->device_newer.lo = part.hi;
    } else if (part.hi == d.hi && !range_empty(part)) {
        b->device_newer.hi = part.lo;
    } else if (!range_empty(part)) {
        rt_range left = {d.lo, part.lo}, right = {part.hi, d.hi};
        int left_shorter = left.hi - left.lo <= right.hi - right.lo;
        download(b, left_shorter ? left : right, file, line);
        b->device_newer = left_shorter ? right : left;
    }
    if (range_empty(b->device_newer))
        b->device_newer = EMPTY;
    mark_host_newer(b, r, file, line);
}

/* The device copy is about to receive all of r from elsewhere than the host
 * copy: host changes inside r are overwritten, so they are forgotten (when r
 * sits in the middle of host_newer, all of host_newer is sent first, in queue
 * order before the new bytes), and r is newer on the device. */
static void device_overwrites(struct ampcc_buffer *b, rt_range r, const char *file, int line)
{
    rt_range h = b->host_newer, part = range_meet(h, r);
    if (part.lo == h.lo && !range_empty(part)) {
        b->host_newer.lo = part.hi;
    } else if (part.hi == h.hi && !range_empty(part)) {
        b->host_newer.hi = part.lo;
    } else if (!range_empty(part)) {
        upload(b, h, file, line);
        b->host_newer = EMPTY;
    }
    if (range_empty(b->host_newer))
        b->host_newer = EMPTY;
    mark_device_newer(b, r, file, line);
}

/* The view is one run of an array's elements whose device copy is on an
 * OpenCL device: its bytes can move between that copy and other memory
 * without passing through the array's host copy. */
static int device_run(const ampcc_view *v)
{
    const struct ampcc_buffer *b = v->buf;
    return b && b->device_home && !b->staging && b->mem && b->dev && !b->dev->is_host &&
           !v->elem_size && rt_view_contiguous(v) && rt_view_count(v) > 0;
}

/* ... and the device copy of that run is current (nothing newer on the host). */
static int device_run_current(const ampcc_view *v)
{
    return device_run(v) && !range_overlaps(rt_view_span(v), v->buf->host_newer);
}

static int same_extent(const ampcc_view *a, const ampcc_view *b)
{
    int same = a->rank == b->rank;
    for (int k = 0; same && k < a->rank; k++)
        same = a->extent[k] == b->extent[k];
    return same;
}

void rt_view_host_overwritten(const ampcc_view *v, const char *file, int line)
{
    check_has_data(v, file, line);
    if (overwrites_run(v))
        host_overwrites(v->buf, rt_view_span(v), file, line);
    else
        rt_view_host_written(v, file, line);   /* the gaps between its elements stay as they are */
}

int rt_view_read_direct(const ampcc_view *v, void *dst, const char *file, int line)
{
    struct ampcc_buffer *b = v->buf;
    rt_range r = rt_view_span(v);
    if (!device_run_current(v))
        return 0;
    rt_xfer x = xfer_begin(b, NULL, file, line);   /* copy_async: dst is the caller's until done */
    RT_CHECK(clEnqueueReadBuffer(x.queue, b->mem, x.blocking, bytes_of(b, r.lo), bytes_of(b, r.hi - r.lo),
                                 dst, x.nwait, x.nwait ? x.wait : NULL, x.ev),
             "clEnqueueReadBuffer", file, line);
    xfer_end(&x, b, NULL);
    rt_stats.bytes_to_host += bytes_of(b, r.hi - r.lo);
    return 1;
}

int rt_view_write_direct(const ampcc_view *v, const void *src, const char *file, int line)
{
    struct ampcc_buffer *b = v->buf;
    rt_range r = rt_view_span(v);
    if (!device_run(v))
        return 0;
    device_overwrites(b, r, file, line);
    rt_xfer x = xfer_begin(b, NULL, file, line);   /* copy_async: src must stay as it is until done */
    RT_CHECK(clEnqueueWriteBuffer(x.queue, b->mem, x.blocking, bytes_of(b, r.lo), bytes_of(b, r.hi - r.lo),
                                  src, x.nwait, x.nwait ? x.wait : NULL, x.ev),
             "clEnqueueWriteBuffer", file, line);
    xfer_end(&x, b, NULL);
    rt_stats.bytes_to_device += bytes_of(b, r.hi - r.lo);
    return 1;
}

/* A transfer from one device to another through host memory: the bytes read
 * from the source device and, in flight, `gate` (a user event of the
 * destination's context, since events do not cross contexts), which the read
 * opens and on which the write to the destination waits; the write's end
 * frees both. A relay whose host waits for the read has no gate. */
typedef struct rt_relay {
    cl_event gate;
    void *bytes;
} rt_relay;

static void CL_CALLBACK relay_read_done(cl_event ev, cl_int status, void *p)
{
    (void)ev;
    clSetUserEventStatus(((rt_relay *)p)->gate, status < 0 ? status : CL_COMPLETE);
}

static void CL_CALLBACK relay_write_done(cl_event ev, cl_int status, void *p)
{
    rt_relay *r = p;
    (void)ev, (void)status;
    if (r->gate)
        clReleaseEvent(r->gate);
    free(r->bytes);
    free(r);
}

/* Opens the relay's gate when the read ends (the host goes on meanwhile). */
static void gate_on_read(rt_relay *r, struct ampcc_buffer *s, cl_event read)
{
    clSetEventCallback(read, CL_COMPLETE, relay_read_done, r);
    used(s, read);
    clReleaseEvent(read);
    clFlush(s->dev->queue);
}

/* Reads src's run into new host bytes, after the source's kernels. With
 * `blocking` the host waits for the bytes; without, neither the host nor
 * either device waits, and the relay's gate (a user event of `gate_to`'s
 * context) opens when the read ends. */
static rt_relay *relay_read(struct ampcc_buffer *s, rt_range sr, int blocking, rt_device *gate_to,
                            const char *file, int line)
{
    size_t n = bytes_of(s, sr.hi - sr.lo);
    cl_event read = NULL;
    cl_int err = CL_SUCCESS;
    rt_relay *r = calloc(1, sizeof *r);
    void *bytes = malloc(n ? n : 1);
    if (!r || !bytes) {
        free(r);
        free(bytes);
        rt_fail_kind(AMPCC_OUT_OF_MEMORY, file, line, "out of host memory (%zu bytes)", n);
    }
    r->bytes = bytes;
    if (!blocking)
        r->gate = clCreateUserEvent(gate_to->context, &err);
    if (err == CL_SUCCESS)
        err = clEnqueueReadBuffer(compute_queue(s, file, line), s->mem, blocking ? CL_TRUE : CL_FALSE,
                                  bytes_of(s, sr.lo), n, bytes, 0, NULL, blocking ? NULL : &read);
    if (err != CL_SUCCESS) {
        relay_write_done(NULL, err, r);
        RT_CHECK(err, "clEnqueueReadBuffer", file, line);
    }
    if (!blocking)
        gate_on_read(r, s, read);
    rt_stats.bytes_to_host += n;
    return r;
}

/* Queues the relay's write of dst's run, after its gate if it has one; the
 * write's end frees the relay. Returns the write's event, for the caller to
 * keep or release. */
static cl_event relay_write(rt_relay *r, struct ampcc_buffer *d, rt_range dr, const char *file, int line)
{
    size_t n = bytes_of(d, dr.hi - dr.lo);
    cl_event written = NULL;
    cl_int err = clEnqueueWriteBuffer(compute_queue(d, file, line), d->mem, CL_FALSE, bytes_of(d, dr.lo), n,
                                      r->bytes, r->gate ? 1 : 0, r->gate ? &r->gate : NULL, &written);
    if (err != CL_SUCCESS) {
        if (r->gate)
            clWaitForEvents(1, &r->gate);   /* the read still writes into r->bytes */
        relay_write_done(NULL, err, r);
        RT_CHECK(err, "clEnqueueWriteBuffer", file, line);
    }
    clSetEventCallback(written, CL_COMPLETE, relay_write_done, r);
    used(d, written);
    clFlush(d->dev->queue);
    rt_stats.bytes_to_device += n;
    return written;
}

/* A synchronous copy from one device to another: the host reads the run
 * (after the source's kernels), then queues the write on the destination and
 * goes on. Cheaper than the gated relay below when the host would wait
 * anyway: on two H100s a stencil step with two halo rows each way took
 * 0.65 ms this way and 0.90 ms gated (the user event opened from the
 * driver's callback thread delays the write). */
static void relay_now(struct ampcc_buffer *s, rt_range sr, struct ampcc_buffer *d, rt_range dr,
                      const char *file, int line)
{
    device_overwrites(d, dr, file, line);
    rt_relay *r = relay_read(s, sr, 1, NULL, file, line);
    clReleaseEvent(relay_write(r, d, dr, file, line));
}

/* src's run becomes dst's run, device to device through the host. A plain
 * copy goes as relay_now says; under copy_async without blocking: the
 * destination's queue waits for the bytes, the host does not, and the future
 * waits for the write. */
static void relay(struct ampcc_buffer *s, rt_range sr, struct ampcc_buffer *d, rt_range dr,
                  const char *file, int line)
{
    cl_event *slot = rt_async_event();
    if (!slot) {
        relay_now(s, sr, d, dr, file, line);
        return;
    }
    device_overwrites(d, dr, file, line);
    rt_relay *r = relay_read(s, sr, 0, d->dev, file, line);
    *slot = relay_write(r, d, dr, file, line);
}

int rt_view_copy_direct(const ampcc_view *src, const ampcc_view *dst, const char *file, int line)
{
    struct ampcc_buffer *s = src->buf, *d = dst->buf;
    rt_range sr, dr;
    if (!device_run_current(src) || !device_run(dst) || s == d || !same_extent(src, dst) ||
        s->elem_size != d->elem_size)
        return 0;
    sr = rt_view_span(src);
    dr = rt_view_span(dst);
    if (s->dev != d->dev) {
        relay(s, sr, d, dr, file, line);
        return 1;
    }
    device_overwrites(d, dr, file, line);   /* one device: no byte leaves it */
    copy_on_device(s, sr, d, dr.lo, file, line);
    return 1;
}

/* ---- array_view copy_to -------------------------------------------------- */

long rt_view_elem_at(const ampcc_view *v, long k)
{
    long at = v->offset;
    for (int d = v->rank - 1; d >= 0; d--) {
        at += (k % v->extent[d]) * v->stride[d];
        k /= v->extent[d];
    }
    return at;
}

/* v.copy_to(dst) for a view source: dst is a view or an array's view. Goes
 * through the host copies (through a temporary, so that overlapping views
 * copy as if at once); dst's host copy is then the newer one. */
void ampcc_view_copy_to(const ampcc_view *src, const ampcc_view *dst, const char *file, int line)
{
    RT_ENTER();
    char *volatile tmp = NULL;
    rt_try t;
    if (!RT_TRY(t)) {
        free(tmp);
        return;
    }
    check_has_data(src, file, line);
    check_has_data(dst, file, line);
    check_same_extent(src, dst, file, line);
    struct ampcc_buffer *s = src->buf, *d = dst->buf;
    long n = rt_view_count(src);
    rt_range span = rt_view_span(dst);
    host_current(s, rt_view_span(src), file, line);
    if (!overwrites_run(dst))
        host_current(d, span, file, line);
    size_t es = rt_view_elem_size(src);   /* the destination's too: sema checks the types */
    tmp = malloc((size_t)n * es + 1);
    if (!tmp)
        rt_fail_kind(AMPCC_OUT_OF_MEMORY, file, line, "out of host memory");
    for (long k = 0; k < n; k++)
        memcpy(tmp + (size_t)k * es, s->host + (size_t)rt_view_elem_at(src, k) * es, es);
    if (overwrites_run(dst))
        host_overwrites(d, span, file, line);   /* nothing of it is read back */
    else
        mark_host_newer(d, span, file, line);
    for (long k = 0; k < n; k++)
        memcpy(d->host + (size_t)rt_view_elem_at(dst, k) * es, tmp + (size_t)k * es, es);
    free(tmp);
    rt_try_end(&t);
}
