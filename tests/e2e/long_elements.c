/* long and unsigned long elements (64-bit on this host, and on the device),
 * with values that do not fit 32 bits. */
#include <stdio.h>

int main(void)
{
    long s[4] = {1L << 40, -(1L << 35), 123456789012L, -1L};
    unsigned long u[4] = {0};
    array_view<long, 1> sv(4, s);
    array_view<unsigned long, 1> uv(4, u);
    parallel_for_each(sv.extent, [=](index<1> i) restrict(amp) {
        long x = sv[i];
        sv[i] = x * 3 + i[0];
        uv[i] = (unsigned long)x >> 8;
    });
    for (int i = 0; i < 4; i++)
        printf("%ld %lu\n", sv[i], uv[i]);
    return 0;
}
