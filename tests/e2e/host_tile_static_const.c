/* A const tile_static array next to a written one, read by one work-item:
 * the native host device's empty asm before a stretch of one work-item
 * (docs/codegen.md, "tile_static memory in a stretch of one work-item")
 * names only the writable tile_static variables (GCC refuses a read-only one
 * as an asm output, and the program would not build). 8 elements 1..8 in
 * tiles of 4; work-item 0 of tile T writes the tile's sum plus
 * sizeof limits (8): tile 0: 1+2+3+4+8 = 18, tile 1: 5+6+7+8+8 = 34. */
#include <stdio.h>

int main(void)
{
    int data[8] = {1, 2, 3, 4, 5, 6, 7, 8}, sums[2] = {0, 0};
    array_view<const int, 1> in(8, data);
    array_view<int, 1> out(2, sums);
    parallel_for_each(in.extent.tile<4>(), [=](tiled_index<4> idx) restrict(amp) {
        tile_static const int limits[2];
        tile_static int part[4];
        part[idx.local[0]] = in[idx.global];
        idx.barrier.wait();
        if (idx.local[0] == 0)
            out[idx.tile[0]] = part[0] + part[1] + part[2] + part[3] + (int)sizeof limits;
    });
    out.synchronize();
    printf("%d %d\n", sums[0], sums[1]);
    return 0;
}
