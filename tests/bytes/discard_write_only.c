/* A view written entirely by the kernel after discard_data(): never uploaded,
 * copied back once by synchronize(), not again at the end of its scope.
 * Minimum: to_device = 0, to_host = 512 ints. */
#include <stdio.h>

#define N 512

int main(void)
{
    static int data[N];
    array_view<int, 1> v(N, data);
    v.discard_data();
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = i[0] + 1; });
    v.synchronize();
    v.synchronize(); /* nothing new to fetch */
    printf("%d %d\n", data[0], data[N - 1]);
    return 0;
}
