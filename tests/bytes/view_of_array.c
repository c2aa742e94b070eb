/* A view of an array: the array's data lives on the device, so the view's
 * end of scope copies nothing back; copy_to is the one read.
 * Minimum: to_device = 128 ints (the array's source), to_host = 128 ints. */
#include <stdio.h>

#define N 128

int main(void)
{
    int src[N], out[N];
    for (int i = 0; i < N; i++)
        src[i] = i;
    array<int, 1> a(extent<1>(N), src);
    {
        array_view<int, 1> v(a);
        parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] += 1; });
    } /* nothing to copy: the data's home is the device */
    a.copy_to(out);
    printf("%d %d\n", out[0], out[N - 1]);
    return 0;
}
