/* copy_async in every form copy has, v.synchronize_async(), and the
 * completion_future they return: wait, get, valid, is_ready, then
 * (LANGUAGE.md section 10). Expected values are computed by hand from the
 * data below; the output is the same on every device (on the host device
 * each copy is done at once, and its future is ready). */
#include <stdio.h>

static void show(const char *what, const int *p, int n)
{
    printf("%s:", what);
    for (int i = 0; i < n; i++)
        printf(" %d", p[i]);
    printf("\n");
}

static int then_count;
static void count_call(void *arg)
{
    __atomic_add_fetch((int *)arg, 1, __ATOMIC_SEQ_CST);
}

/* A then() callback that starts AMP work of its own: it doubles the six ints
 * it is given on the device and waits for the result (on the runtime's
 * thread, unless the copy was already done). */
static void double_on_device(void *arg)
{
    int *p = arg;
    array_view<int, 1> v(6, p);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] *= 2; });
    v.synchronize();
}

int main(void)
{
    int src[6] = {1, 2, 3, 4, 5, 6}, out[6] = {0}, more[6] = {0};

    /* an invalid future: declared without a value */
    completion_future none;
    printf("none: valid %d, is_ready %d\n", none.valid(), none.is_ready());

    /* host -> array, array -> host; wait() and get() */
    array<int, 2> a(extent<2>(2, 3));
    completion_future f = copy_async(src, a);
    printf("f: valid %d\n", f.valid());
    f.wait();
    parallel_for_each(a.extent, [&a](index<2> i) restrict(amp) { a[i] += 10; });
    f = copy_async(a, out);
    f.get();
    printf("after get: is_ready %d\n", f.is_ready());
    show("host->array->host", out, 6);

    /* copy(begin, end, dst) and array -> array, waited on the returned value */
    array<int, 2> b(extent<2>(2, 3));
    copy_async(src + 0, src + 6, b).wait();
    copy_async(b, a).wait();
    copy_async(a, out).wait();
    show("range->array->array->host", out, 6);

    /* views: array -> view, view -> view, view -> host, host -> view */
    array_view<int, 2> v(2, 3, more);
    copy_async(a, v).wait();
    printf("more[4] = %d\n", v(1, 1));
    int grid[6] = {0};
    array_view<int, 2> g(2, 3, grid);
    copy_async(v, g).wait();
    int back[6] = {0};
    copy_async(g, back).wait();
    show("view->view->host", back, 6);
    copy_async(src, g).wait();
    g.synchronize();
    show("host->view", grid, 6);
    copy_async(g, a).wait();   /* view -> array */
    copy(a, out);
    show("view->array", out, 6);

    /* synchronize_async: the kernel's writes reach the host data */
    int data[6] = {1, 1, 2, 3, 5, 8};
    array_view<int, 1> w(6, data);
    parallel_for_each(w.extent, [=](index<1> i) restrict(amp) { w[i] = w[i] * w[i]; });
    completion_future s = w.synchronize_async();
    s.wait();
    show("synchronize_async", data, 6);
    w.synchronize_async().get();   /* nothing left to move: ready at once */

    /* then(): after the work, exactly once per call; on a ready future at
     * once, on this thread, before then() returns */
    completion_future t = copy_async(a, out);
    t.then(count_call, &then_count);
    t.then(count_call, &then_count);
    t.wait();                      /* returns once both callbacks ran */
    printf("then after wait: %d\n", then_count);
    t.then(count_call, &then_count);
    printf("then on a ready future: %d\n", then_count);

    /* a callback that starts AMP work; wait() returns after it */
    int twice[6] = {0};
    completion_future u = copy_async(a, twice);
    u.then(double_on_device, twice);
    u.wait();
    show("doubled by the callback", twice, 6);

    /* a copy of a future names the same work */
    completion_future c1 = copy_async(src, b), c2 = c1;
    c2.wait();
    printf("copy of a future: %d %d\n", c1.is_ready(), c2.is_ready());
    return 0;
}
