/* The restriction specifier forms: none (cpu), restrict(cpu), restrict(amp)
 * with a prototype before the definition, and restrict(cpu, amp), next to a
 * C99 `restrict` pointer qualifier in the same file. */
#include <stdio.h>

static int host_only(int x) { return x + 1; }
static int also_host(int x) restrict(cpu) { return host_only(x) * 2; }
static int device_only(int x) restrict(amp);
static int both(int x) restrict(cpu, amp) { return x * 3; }

static int device_only(int x) restrict(amp)
{
    return both(x) + 100;
}

static void add_into(int *restrict dst, const int *restrict src, int n)
{
    for (int i = 0; i < n; i++)
        dst[i] += src[i];
}

int main(void)
{
    int d[3] = {1, 2, 3}, extra[3] = {1000, 2000, 3000};
    array_view<int, 1> v(3, d);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        v[i] = device_only(v[i]);
    });
    v.synchronize();
    add_into(d, extra, 3);
    printf("%d %d %d | %d %d\n", d[0], d[1], d[2], also_host(4), both(5));
    return 0;
}
