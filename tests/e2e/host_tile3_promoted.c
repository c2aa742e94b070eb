/* A rank-3 tile with a local that lives across the barrier: the native host
 * device keeps it in a per-work-item array indexed row-major over the three
 * local ids (it used lid2 * 2 + lid1 * 4 + lid0 before, which two work-items
 * of a 2 x 2 x 4 tile share). Each work-item prints its own value times 1000
 * plus that of the work-item mirrored through the tile's centre; the values
 * are worked out by hand in the .expected file's order (rows i, j; k across). */
#include <stdio.h>

int main(void)
{
    int result[2 * 2 * 8];
    array_view<int, 3> out(2, 2, 8, result);
    parallel_for_each(out.extent.tile<2, 2, 4>(), [=](tiled_index<2, 2, 4> idx) restrict(amp) {
        tile_static int mirror[2][2][4];
        int l0 = idx.local[0], l1 = idx.local[1], l2 = idx.local[2];
        int mine = 100 * l0 + 10 * l1 + l2;
        if (l2 == 1)
            mine += 5;   /* changed: not recomputed per stretch, kept per work-item */
        mirror[l0][l1][l2] = mine;
        idx.barrier.wait();
        out[idx.global] = mine * 1000 + mirror[1 - l0][1 - l1][3 - l2];
    });
    out.synchronize();
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 2; j++) {
            printf("%d %d:", i, j);
            for (int k = 0; k < 8; k++)
                printf(" %d", result[(i * 2 + j) * 8 + k]);
            printf("\n");
        }
    return 0;
}
