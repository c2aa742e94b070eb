/* Every completion_future is safe to drop without waiting (LANGUAGE.md
 * section 10): futures dropped at once, arrays and views whose scope ends
 * while their copy is in flight, then() callbacks on dropped futures, and
 * work still pending when main returns. The leaks suite runs this under
 * AddressSanitizer: nothing may leak and no buffer may be left. The checks
 * of the dropped copies' results run at exit, after the runtime has ended
 * the pending work (this handler is installed before the runtime's own,
 * so it runs after it). */
#include <stdio.h>
#include <stdlib.h>

enum { N = 1 << 16 };
static int src[N], dst1[N], dst2[N], dst3[N], synced[N];
static int callbacks;

static void count_call(void *arg)
{
    __atomic_add_fetch((int *)arg, 1, __ATOMIC_SEQ_CST);
}

static int matches(const int *p, int add)
{
    for (int i = 0; i < N; i++)
        if (p[i] != src[i] + add)
            return 0;
    return 1;
}

static void report(void)
{
    printf("dropped copies arrived: %d %d %d\n", matches(dst1, 0), matches(dst2, 1), matches(dst3, 0));
    printf("synchronize_async of a view gone out of scope: %d\n", matches(synced, 3));
    printf("callbacks run: %d\n", callbacks);
}

int main(void)
{
    atexit(report);
    for (int i = 0; i < N; i++)
        src[i] = 3 * i + 1;
    {
        array<int, 1> a(N, src);
        copy_async(a, dst1);                        /* dropped at once */
        copy_async(a, dst1).then(count_call, &callbacks);
        parallel_for_each(a.extent, [&a](index<1> i) restrict(amp) { a[i] += 1; });
        completion_future f = copy_async(a, dst2);
        f.then(count_call, &callbacks);
    }                                               /* a released, copies in flight */
    {
        for (int i = 0; i < N; i++)
            synced[i] = src[i];
        array_view<int, 1> v(N, synced);
        parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] += 3; });
        v.synchronize_async().then(count_call, &callbacks);
    }                                               /* v released, its fetch in flight */
    completion_future never_waited;
    array<int, 1> b(N, src);
    never_waited = copy_async(b, dst3);             /* still pending when main returns */
    never_waited.then(count_call, &callbacks);
    printf("main returns\n");
    return 0;
}
