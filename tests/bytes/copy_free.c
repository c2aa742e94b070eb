/* copy(...) moves each byte once: host to array is one write of 64 ints,
 * array to array stays on the device, array to host is one read of 64 ints,
 * and a copy into a view over host memory that no kernel touched moves
 * nothing (the view's host copy is the data).
 * Minimum: to_device = 64 ints (256), to_host = 2 x 64 ints (512). */
#include <stdio.h>

#define N 64

int main(void)
{
    int src[N], out[N], other[N], viewed[N];
    for (int i = 0; i < N; i++)
        src[i] = i;
    array<int, 1> a(extent<1>(N));
    array<int, 1> b(extent<1>(N));
    copy(src, a);
    parallel_for_each(a.extent, [&a](index<1> i) restrict(amp) { a[i] += 1; });
    copy(a, b);
    copy(b, out);
    array_view<int, 1> v(N, viewed);
    copy(b, v);
    copy(v, other);
    printf("%d %d %d\n", out[5], viewed[N - 1], other[0]);
    return 0;
}
