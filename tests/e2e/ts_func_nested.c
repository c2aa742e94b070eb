/* tile_static variables two calls deep: the kernel calls tile_range, which has
 * a tile_static scalar of its own and calls tile_max (twice), which has a
 * tile_static array. The kernel also calls tile_max itself: one array per tile,
 * shared by every call. Names meet on purpose: tile_range's parameter and the
 * kernel's own tile_static are called `best` like tile_max's array. */
#include <stdio.h>

#define T 32

/* The largest value of the tile, returned to every thread. */
float tile_max(tiled_index<T> t, float x) restrict(amp)
{
    tile_static float best[T];
    int me = t.local[0];
    best[me] = x;
    t.barrier.wait();
    for (int half = T / 2; half > 0; half /= 2) {
        if (me < half)
            best[me] = fmaxf(best[me], best[me + half]);
        t.barrier.wait();
    }
    float r = best[0];
    t.barrier.wait();
    return r;
}

/* Largest minus smallest value of the tile. */
float tile_range(tiled_index<T> t, float best) restrict(amp)
{
    tile_static float lowest;
    float hi = tile_max(t, best);
    float lo = -tile_max(t, -best);
    if (t.local[0] == 0)
        lowest = lo;
    t.barrier.wait();
    float r = hi - lowest;
    t.barrier.wait();
    return r;
}

int main(void)
{
    enum { N = 128 };
    float in[N], range[N / T], top[N / T], first[N / T];
    for (int i = 0; i < N; i++)
        in[i] = (float)((i * 37) % 101) - 50.0f;
    array_view<const float, 1> v(N, in);
    array_view<float, 1> r(N / T, range);
    array_view<float, 1> m(N / T, top);
    array_view<float, 1> f(N / T, first);
    r.discard_data();
    m.discard_data();
    f.discard_data();
    parallel_for_each(v.extent.tile<T>(), [=](tiled_index<T> t) restrict(amp) {
        tile_static float best;
        float x = v[t.global];
        if (t.local[0] == 0)
            best = x;
        t.barrier.wait();
        float spread = tile_range(t, x);
        float biggest = tile_max(t, x);
        if (t.local[0] == 0) {
            r[t.tile] = spread;
            m[t.tile] = biggest;
            f[t.tile] = best;
        }
    });
    for (int k = 0; k < N / T; k++)
        printf("tile %d: first %g, largest %g, range %g\n", k, f[k], m[k], r[k]);
    return 0;
}
