/* A rank-3 tiled kernel, 4x4x4 in 2x2x4 tiles, with a tile_static sum per
 * tile (barrier, then every thread reads the tile's total). */
#include <stdio.h>

int main(void)
{
    int in[64], out[64];
    for (int i = 0; i < 64; i++)
        in[i] = i;
    array_view<const int, 3> a(4, 4, 4, in);
    array_view<int, 3> b(4, 4, 4, out);
    b.discard_data();
    parallel_for_each(a.extent.tile<2, 2, 4>(), [=](tiled_index<2, 2, 4> idx) restrict(amp) {
        tile_static int vals[2][2][4];
        vals[idx.local[0]][idx.local[1]][idx.local[2]] = a[idx.global];
        idx.barrier.wait();
        int sum = 0;
        for (int i = 0; i < 2; i++)
            for (int j = 0; j < 2; j++)
                for (int k = 0; k < 4; k++)
                    sum += vals[i][j][k];
        b[idx.global] = sum * 10 + idx.tile[0] * 4 + idx.tile[1] * 2 + idx.tile[2];
    });
    for (int i = 0; i < 4; i++) {
        for (int j = 0; j < 4; j++)
            printf("%d ", b(i, j, 0));
        printf("\n");
    }
    return 0;
}
