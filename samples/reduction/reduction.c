/* Tiled reduction: the sum of N integers in two passes. Pass 1: each tile of
 * TILE threads loads its slice into tile_static memory and halves it until
 * one value is left (a barrier after every step), giving one partial sum per
 * tile. Pass 2: one tile reduces the partial sums the same way. */
#include <stdio.h>

#define TILE 256
#define N (TILE * TILE / 4) /* 16384: TILE / 4 = 64 tiles in pass 1 */
#define TILES (N / TILE)

static int data[N];

int main(void)
{
    for (int i = 0; i < N; i++)
        data[i] = (i * 7919) % 1000;
    int partial_data[TILES];
    int total_data[1];

    array_view<const int, 1> src(N, data);
    array_view<int, 1> partial(TILES, partial_data);
    array_view<int, 1> total(1, total_data);
    partial.discard_data();
    total.discard_data();

    parallel_for_each(src.extent.tile<TILE>(), [=](tiled_index<TILE> t) restrict(amp) {
        tile_static int sums[TILE];
        int me = t.local[0];
        sums[me] = src[t.global];
        t.barrier.wait();
        for (int width = TILE / 2; width > 0; width /= 2) {
            if (me < width)
                sums[me] += sums[me + width];
            t.barrier.wait();
        }
        if (me == 0)
            partial[t.tile] = sums[0];
    });

    parallel_for_each(partial.extent.tile<TILES>(), [=](tiled_index<TILES> t) restrict(amp) {
        tile_static int sums[TILES];
        int me = t.local[0];
        sums[me] = partial[t.global];
        t.barrier.wait();
        for (int width = TILES / 2; width > 0; width /= 2) {
            if (me < width)
                sums[me] += sums[me + width];
            t.barrier.wait();
        }
        if (me == 0)
            total[0] = sums[0];
    });

    printf("partial sums: %d %d ... %d\n", partial[0], partial[1], partial[TILES - 1]);
    printf("sum: %d\n", total[0]);
    return 0;
}
