/* One amp function with a tile_static array, called from two kernels: each
 * kernel declares its own copy of the array. */
#include <stdio.h>

/* The sum over the tile of one value per thread, returned to every thread. */
int tile_sum(tiled_index<8> t, int x) restrict(amp)
{
    tile_static int part[8];
    int me = t.local[0];
    part[me] = x;
    t.barrier.wait();
    for (int s = 4; s > 0; s /= 2) {
        if (me < s)
            part[me] += part[me + s];
        t.barrier.wait();
    }
    int r = part[0];
    t.barrier.wait();
    return r;
}

int main(void)
{
    enum { N = 32 };
    int a[N], sums[N], squares[N];
    for (int i = 0; i < N; i++)
        a[i] = i - 10;
    array_view<const int, 1> av(N, a);
    array_view<int, 1> sv(N, sums);
    array_view<int, 1> qv(N, squares);
    sv.discard_data();
    qv.discard_data();
    parallel_for_each(av.extent.tile<8>(), [=](tiled_index<8> t) restrict(amp) {
        sv[t.global] = tile_sum(t, av[t.global]);
    });
    parallel_for_each(av.extent.tile<8>(), [=](tiled_index<8> t) restrict(amp) {
        int x = av[t.global];
        qv[t.global] = tile_sum(t, x * x) - sv[t.global];
    });
    for (int k = 0; k < N; k += 8)
        printf("tile %d: sum %d, squares minus sum %d (every thread: %s)\n", k / 8, sv[k], qv[k],
               sv[k + 7] == sv[k] && qv[k + 7] == qv[k] ? "same" : "differs");
    return 0;
}
