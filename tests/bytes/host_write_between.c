/* The host reads every element between two kernels (one copy back) and
 * changes one element: only that element is sent again before the second
 * kernel. Minimum: to_device = 256 ints + 1 int, to_host = 2 x 256 ints. */
#include <stdio.h>

#define N 256

int main(void)
{
    static int data[N];
    array_view<int, 1> v(N, data);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = i[0]; });
    long sum = 0;
    for (int i = 0; i < N; i++)
        sum += v[i];
    v[3] = 1000;
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] += 1; });
    v.synchronize();
    printf("sum %ld, then %d %d %d\n", sum, data[2], data[3], data[4]);
    return 0;
}
