/* A tile-uniform local that lives across a barrier (one scalar per tile on
 * the native host device, docs/codegen.md) next to per-work-item ones: the
 * kernel of tests/emit/native_uniform.c on 16 elements in tiles of 4, the
 * results worked out by hand (tile t holds v_j = 4t + j + 1):
 *   first = 4t + 1, lastv = 8t + 5, total = v_1 + first = 8t + 3,
 *   part_j = 10 v_j + first (+1 in tile 2, where lastv = 21 is a multiple of 3),
 *   out_j = part_(3-j) + lastv + 1000 total. */
#include <stdio.h>

void tile_uniform(int *data, int *result, int n)
{
    array_view<const int, 1> in(n, data);
    array_view<int, 1> out(n, result);
    parallel_for_each(in.extent.tile<4>(), [=](tiled_index<4> idx) restrict(amp) {
        tile_static int part[4];
        int mine = in[idx.global] * 10;
        part[idx.local[0]] = in[idx.global];
        idx.barrier.wait();
        int first = part[0];
        int lastv = part[3] + first;
        int total = part[1];
        idx.barrier.wait();
        part[idx.local[0]] = mine + first;
        total += first;
        idx.barrier.wait();
        if (lastv % 3 == 0) {
            part[idx.local[0]] += 1;
            idx.barrier.wait();
        }
        out[idx.global] = part[3 - idx.local[0]] + lastv + total * 1000;
    });
}

int main(void)
{
    int data[16], result[16];
    for (int i = 0; i < 16; i++)
        data[i] = i + 1;
    tile_uniform(data, result, 16);
    for (int t = 0; t < 4; t++) {
        printf("tile %d:", t);
        for (int j = 0; j < 4; j++)
            printf(" %d", result[4 * t + j]);
        printf("\n");
    }
    return 0;
}
