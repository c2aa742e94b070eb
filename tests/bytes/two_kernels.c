/* Two kernels in a row on the same view: nothing moves between them.
 * Minimum: to_device = 256 ints before the first, to_host = 256 ints at the end. */
#include <stdio.h>

#define N 256

int main(void)
{
    static int data[N];
    for (int i = 0; i < N; i++)
        data[i] = i;
    {
        array_view<int, 1> v(N, data);
        parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] += 1; });
        parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] *= 2; });
    } /* end of scope: the one copy back */
    printf("%d %d\n", data[0], data[N - 1]);
    return 0;
}
