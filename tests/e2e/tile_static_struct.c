/* A tile_static array of structs and a tile_static scalar written by one
 * thread and read by all after the barrier (a tile-uniform value that then
 * controls a loop with a barrier inside). */
#include <stdio.h>

typedef struct { int sum; int count; } Acc;

int main(void)
{
    int in[16], out[16];
    for (int i = 0; i < 16; i++)
        in[i] = i + 1;
    array_view<const int, 1> v(16, in);
    array_view<int, 1> o(16, out);
    o.discard_data();
    parallel_for_each(v.extent.tile<8>(), [=](tiled_index<8> t) restrict(amp) {
        tile_static Acc accs[8];
        tile_static int rounds;
        int me = t.local[0];
        accs[me].sum = v[t.global];
        accs[me].count = 1;
        if (me == 0)
            rounds = 3; /* log2 of the tile size */
        t.barrier.wait();
        int r = rounds;
        for (int step = 1; r > 0; r--, step *= 2) {
            Acc mine = accs[me];
            if (me + step < 8) {
                mine.sum += accs[me + step].sum;
                mine.count += accs[me + step].count;
            }
            t.barrier.wait();
            accs[me] = mine;
            t.barrier.wait();
        }
        o[t.global] = accs[me].sum * 100 + accs[me].count;
    });
    for (int i = 0; i < 16; i++)
        printf("%d ", o[i]);
    printf("\n");
    return 0;
}
