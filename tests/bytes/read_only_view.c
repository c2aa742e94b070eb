/* A view the kernels only read is uploaded once and never copied back; an
 * output view after discard_data() is never uploaded and comes back once.
 * Minimum: to_device = 256 ints (in), to_host = 256 ints (out). */
#include <stdio.h>

#define N 256

int main(void)
{
    static int a[N], b[N];
    for (int i = 0; i < N; i++)
        a[i] = i;
    array_view<int, 1> in(N, a); /* not const: the runtime must see the kernels only read it */
    array_view<int, 1> out(N, b);
    out.discard_data();
    parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { out[i] = in[i] * 2; });
    parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { out[i] += in[i]; });
    printf("%d %d\n", out[1], out[N - 1]);
    return 0;
}
