/* array<T, N>: its source is sent once at construction; copy_to a host
 * pointer reads it once; copy_to another array stays on the device.
 * Minimum: to_device = 64 ints, to_host = 2 x 64 ints. */
#include <stdio.h>

#define N 64

int main(void)
{
    int src[N], out1[N], out2[N];
    for (int i = 0; i < N; i++)
        src[i] = i;
    array<int, 1> a(extent<1>(N), src);
    array<int, 1> b(extent<1>(N));
    parallel_for_each(a.extent, [&a](index<1> i) restrict(amp) { a[i] *= 3; });
    a.copy_to(out1);
    a.copy_to(b);
    b.copy_to(out2);
    printf("%d %d %d\n", out1[5], out2[5], out2[N - 1]);
    return 0;
}
