/* A rank-2 tiled kernel on 4x6 with 2x3 tiles: each element packs its tile,
 * local and tile_origin coordinates into one number. */
#include <stdio.h>

int main(void)
{
    int out[4][6];
    array_view<int, 2> v(4, 6, &out[0][0]);
    parallel_for_each(v.extent.tile<2, 3>(), [=](tiled_index<2, 3> idx) restrict(amp) {
        v[idx.global] = idx.tile[0] * 100000 + idx.tile[1] * 10000 + idx.local[0] * 1000 +
                        idx.local[1] * 100 + idx.tile_origin[0] * 10 + idx.tile_origin[1];
    });
    v.synchronize();
    for (int i = 0; i < 4; i++) {
        for (int j = 0; j < 6; j++)
            printf("%06d ", out[i][j]);
        printf("\n");
    }
    return 0;
}
