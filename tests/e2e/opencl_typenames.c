/* Type names that OpenCL C has built in: glibc's `uint` and `ulong`
 * (<sys/types.h>) and a user struct called float2, used in amp code. */
#include <stdio.h>
#include <stdlib.h>

typedef struct { float x, y; } float2;

static float2 swap(float2 p) restrict(amp)
{
    float2 r;
    r.x = p.y;
    r.y = p.x;
    return r;
}

int main(void)
{
    float2 pts[3] = {{1, 2}, {3, 4}, {5, 6}};
    uint counts[3] = {1u, 2u, 3u};
    ulong big[3] = {0};
    array_view<float2, 1> p(3, pts);
    array_view<uint, 1> c(3, counts);
    array_view<ulong, 1> b(3, big);
    parallel_for_each(p.extent, [=](index<1> i) restrict(amp) {
        p[i] = swap(p[i]);
        uint k = c[i] * 2u;
        c[i] = k;
        b[i] = (ulong)k * 1000000000ul;
    });
    for (int i = 0; i < 3; i++)
        printf("(%g, %g) %u %lu\n", p[i].x, p[i].y, c[i], b[i]);
    return 0;
}
