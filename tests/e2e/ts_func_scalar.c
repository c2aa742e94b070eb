/* Scalar tile_static variables in an amp function: an int counter updated
 * with atomics through its address, and a struct the leader fills in. */
#include <stdio.h>

struct stats {
    int count;
    float largest;
};

/* How many threads of the tile hold a value above the limit, and the largest
 * value of the tile; every thread gets the answer. */
struct stats tile_stats(tiled_index<16> t, float x, float limit) restrict(amp)
{
    tile_static int above;
    tile_static struct stats result;
    tile_static float values[16];
    if (t.local[0] == 0)
        above = 0;
    values[t.local[0]] = x;
    t.barrier.wait();
    if (x > limit)
        atomic_fetch_add(&above, 1);
    t.barrier.wait();
    if (t.local[0] == 0) {
        result.count = above;
        result.largest = values[0];
        for (int i = 1; i < 16; i++)
            result.largest = fmaxf(result.largest, values[i]);
    }
    t.barrier.wait();
    return result;
}

int main(void)
{
    enum { N = 64 };
    float in[N];
    int counts[N / 16];
    float largest[N / 16];
    for (int i = 0; i < N; i++)
        in[i] = (float)((i * 7) % 23);
    array_view<const float, 1> v(N, in);
    array_view<int, 1> c(N / 16, counts);
    array_view<float, 1> l(N / 16, largest);
    c.discard_data();
    l.discard_data();
    float limit = 10.0f;
    parallel_for_each(v.extent.tile<16>(), [=](tiled_index<16> t) restrict(amp) {
        struct stats s = tile_stats(t, v[t.global], limit);
        if (t.local[0] == 3) {
            c[t.tile] = s.count;
            l[t.tile] = s.largest;
        }
    });
    for (int k = 0; k < N / 16; k++)
        printf("tile %d: %d above %g, largest %g\n", k, c[k], limit, l[k]);
    return 0;
}
