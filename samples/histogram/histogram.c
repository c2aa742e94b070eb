/* Histogram with atomics: each tile counts its slice of the data into a
 * tile_static histogram (atomic adds on tile_static memory, cheap and
 * contended only within the tile), then adds it into the global histogram
 * with one atomic add per bin (atomics on array_view memory). */
#include <stdio.h>

#define N 8192
#define BINS 16
#define TILE 256

static int data[N];

int main(void)
{
    /* A linear congruential generator: the same values on every machine. */
    unsigned int seed = 12345u;
    for (int i = 0; i < N; i++) {
        seed = seed * 1103515245u + 12345u;
        data[i] = (int)((seed >> 16) % 1000u);
    }
    int hist_data[BINS] = {0};

    array_view<const int, 1> values(N, data);
    array_view<int, 1> hist(BINS, hist_data);

    parallel_for_each(values.extent.tile<TILE>(), [=](tiled_index<TILE> t) restrict(amp) {
        tile_static int local_hist[BINS];
        int me = t.local[0];
        if (me < BINS)
            local_hist[me] = 0;
        t.barrier.wait();

        int bin = values[t.global] * BINS / 1000;
        atomic_fetch_add(&local_hist[bin], 1);
        t.barrier.wait();

        if (me < BINS)
            atomic_fetch_add(&hist(me), local_hist[me]);
    });

    int total = 0;
    for (int b = 0; b < BINS; b++) {
        printf("bin %2d [%3d, %3d): %d\n", b, b * 1000 / BINS, (b + 1) * 1000 / BINS, hist[b]);
        total += hist[b];
    }
    printf("total: %d\n", total);
    return 0;
}
