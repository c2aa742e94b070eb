/* A kernel with two views of different host arrays: the runtime launches its
 * restrict version and never builds the _aliased variants (one build).
 * Bytes: x and y (8 floats each) go up: 64; y comes back (32); x is const
 * in the kernel and never copied back. */
#include <stdio.h>

int main(void)
{
    float xd[8], yd[8];
    for (int i = 0; i < 8; i++) {
        xd[i] = (float)i;
        yd[i] = 10.0f * (float)i;
    }
    array_view<const float, 1> x(8, xd);
    array_view<float, 1> y(8, yd);
    parallel_for_each(y.extent, [=](index<1> i) restrict(amp) { y[i] += 2.0f * x[i]; });
    for (int i = 0; i < 8; i++)
        printf("%g ", y[i]);
    printf("\n");
    return 0;
}
