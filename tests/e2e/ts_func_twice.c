/* One amp function called twice by one kernel: its tile_static variable is
 * one object per tile, so the second call sees what the first left there
 * (C++ AMP: a tile_static variable of a function is shared by the tile like a
 * static local). */
#include <stdio.h>

/* Adds every thread's x to the tile's running total (reset first unless keep)
 * and returns the total to every thread. */
int tile_total(tiled_index<8> t, int x, int keep) restrict(amp)
{
    tile_static int total;
    if (t.local[0] == 0 && !keep)
        total = 0;
    t.barrier.wait();
    atomic_fetch_add(&total, x);
    t.barrier.wait();
    int r = total;
    t.barrier.wait();
    return r;
}

int main(void)
{
    enum { N = 24 };
    int in[N], first[N / 8], second[N / 8];
    for (int i = 0; i < N; i++)
        in[i] = i;
    array_view<const int, 1> v(N, in);
    array_view<int, 1> f(N / 8, first);
    array_view<int, 1> s(N / 8, second);
    f.discard_data();
    s.discard_data();
    parallel_for_each(v.extent.tile<8>(), [=](tiled_index<8> t) restrict(amp) {
        int a = tile_total(t, v[t.global], 0);
        int b = tile_total(t, 100, 1);
        if (t.local[0] == 7) {
            f[t.tile] = a;
            s[t.tile] = b;
        }
    });
    for (int k = 0; k < N / 8; k++)
        printf("tile %d: first call %d, second call %d\n", k, f[k], s[k]);
    return 0;
}
