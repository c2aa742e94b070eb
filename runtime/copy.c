/* copy.c - copy(src, dst) and copy(begin, end, dst) between arrays, views and
 * host memory (LANGUAGE.md section 10). Whole arrays use the array paths of
 * buffer.c (array to array on the device, array to host in one read); a
 * section of an array that is one run of its elements moves straight between
 * the device copy and the other side, exactly its bytes (device to device
 * through the host without blocking, rt_view_copy_direct); the rest goes
 * through the views' host copies element by element in row-major order, as
 * v.copy_to(w) does. A copy that overwrites every element of its destination
 * never reads those elements back first.
 *
 * copy_async is the same copy inside rt_async_begin/rt_async_end (future.c):
 * the whole-array and array-run transfers then do not block, and the future
 * is pending on their event; the copies through host copies are done at
 * once. */
#include <stdlib.h>
#include <string.h>
#include "internal.h"

/* The view is an array's data, all of it, in its own order. */
static int is_whole_array(const ampcc_view *v)
{
    const struct ampcc_buffer *b = v->buf;
    return b && b->device_home && !v->elem_size && v->offset == 0 && rt_view_count(v) == b->count &&
           rt_view_contiguous(v);
}

/* Host address of the view's element number k in row-major order. */
static char *element(const ampcc_view *v, long k)
{
    return v->buf->host + (size_t)rt_view_elem_at(v, k) * rt_view_elem_size(v);
}

/* An array is an ampcc_array whose only member is its view. */
static const ampcc_array *as_array(const ampcc_view *v)
{
    return (ampcc_array *)v;
}

/* Array sections on OpenCL devices move device to device (rt_view_copy_direct). */
static int copied_direct(const ampcc_view *src, const ampcc_view *dst, const char *file, int line)
{
    rt_try t;
    int done;
    if (!RT_TRY(t))
        return 1;   /* failed, and reported: nothing more to do */
    done = rt_view_copy_direct(src, dst, file, line);
    rt_try_end(&t);
    return done;
}

void ampcc_copy(const ampcc_view *src, const ampcc_view *dst, const char *file, int line)
{
    RT_ENTER();
    if (is_whole_array(src) && is_whole_array(dst))
        ampcc_array_copy_to_array(as_array(src), as_array(dst), file, line);
    else if (copied_direct(src, dst, file, line))
        return;
    else if (is_whole_array(src))
        ampcc_array_copy_to_view(as_array(src), dst, file, line);
    else
        ampcc_view_copy_to(src, dst, file, line);
}

void ampcc_copy_to_host(const ampcc_view *src, void *dst, const char *file, int line)
{
    RT_ENTER();
    rt_try t;
    long n;
    if (is_whole_array(src)) {
        ampcc_array_copy_to_host(as_array(src), dst, file, line);
        return;
    }
    if (!RT_TRY(t))
        return;
    if (rt_view_read_direct(src, dst, file, line)) {   /* an array's run: exactly its bytes */
        rt_try_end(&t);
        return;
    }
    rt_view_host_current(src, file, line);
    n = rt_view_count(src);
    for (long k = 0; k < n; k++)
        memcpy((char *)dst + (size_t)k * rt_view_elem_size(src), element(src, k), rt_view_elem_size(src));
    rt_try_end(&t);
}

static void copy_in(const char *from, long count, const ampcc_view *dst, const char *file, int line)
{
    long n = rt_view_count(dst);
    if (!dst->buf)
        rt_view_host_current(dst, file, line); /* reports the view without data */
    if (count >= 0 && count != n)
        rt_fail(file, line, "copy of %ld elements into an array or array_view of %ld; the "
                "destination must have as many elements as the source range", count, n);
    if (is_whole_array(dst)) {
        rt_buffer_replace(dst->buf, from, file, line);
        return;
    }
    if (rt_view_write_direct(dst, from, file, line))
        return;   /* an array's run: exactly its bytes, nothing read back */
    rt_view_host_overwritten(dst, file, line);
    for (long k = 0; k < n; k++)
        memcpy(element(dst, k), from + (size_t)k * rt_view_elem_size(dst), rt_view_elem_size(dst));
}

void ampcc_copy_from_host(const void *begin, const void *end, const ampcc_view *dst, const char *file,
                          int line)
{
    RT_ENTER();
    long count = end && dst->buf ? (long)(((const char *)end - (const char *)begin) /
                                          (long)rt_view_elem_size(dst)) : -1;
    rt_try t;
    if (!RT_TRY(t))
        return;
    if (end && (const char *)end < (const char *)begin)
        rt_fail(file, line, "copy(begin, end, dst) with end before begin; the range is "
                "[begin, end), so begin must come first");
    copy_in(begin, count, dst, file, line);
    rt_try_end(&t);
}

/* ---- copy_async ---------------------------------------------------------- */

ampcc_future ampcc_copy_async(const ampcc_view *src, const ampcc_view *dst, const char *file, int line)
{
    RT_ENTER();
    cl_event ev;
    rt_async_begin(&ev);
    ampcc_copy(src, dst, file, line);
    return rt_async_end(ev, NULL, NULL);
}

ampcc_future ampcc_copy_async_to_host(const ampcc_view *src, void *dst, const char *file, int line)
{
    RT_ENTER();
    cl_event ev;
    rt_async_begin(&ev);
    ampcc_copy_to_host(src, dst, file, line);
    return rt_async_end(ev, NULL, NULL);
}

ampcc_future ampcc_copy_async_from_host(const void *begin, const void *end, const ampcc_view *dst,
                                        const char *file, int line)
{
    RT_ENTER();
    cl_event ev;
    rt_async_begin(&ev);
    ampcc_copy_from_host(begin, end, dst, file, line);
    return rt_async_end(ev, NULL, NULL);
}
