/* The transpose of bench/transpose on a 48x32 grid (3 x 2 tiles of 16x16,
 * not square, so rows and columns cannot be swapped by mistake): its store
 * `out(tile_origin[1] + r, tile_origin[0] + c)` adds int locals to the ids,
 * a position the OpenCL C keeps in int (tests/emit/positions.c). Checked
 * against a loop on the host; a few elements printed. */
#include <stdio.h>

#define ROWS 48
#define COLS 32

int main(void)
{
    static float src[ROWS * COLS], dst[COLS * ROWS];
    for (int i = 0; i < ROWS * COLS; i++)
        src[i] = (float)(i % 977) + 0.5f;
    array_view<const float, 2> in(ROWS, COLS, src);
    array_view<float, 2> out(COLS, ROWS, dst);
    parallel_for_each(in.extent.tile<16, 16>(), [=](tiled_index<16, 16> idx) restrict(amp) {
        tile_static float tile[16][17];
        int r = idx.local[0], c = idx.local[1];
        tile[r][c] = in[idx.global];
        idx.barrier.wait();
        out(idx.tile_origin[1] + r, idx.tile_origin[0] + c) = tile[c][r];
    });
    out.synchronize();
    int wrong = 0;
    for (int i = 0; i < ROWS; i++)
        for (int j = 0; j < COLS; j++)
            wrong += dst[j * ROWS + i] != src[i * COLS + j];
    printf("wrong: %d\n", wrong);
    printf("out(0,0) %.1f out(1,0) %.1f out(31,47) %.1f out(17,33) %.1f\n",
           dst[0], dst[1 * ROWS], dst[31 * ROWS + 47], dst[17 * ROWS + 33]);
    return wrong != 0;
}
