/* Loops whose counter starts at each work-item's own value (the native host
 * device runs them in lockstep, docs/codegen.md): trip counts that differ
 * between the work-items, a condition that would turn true again after a
 * work-item has left the loop, a counting-down loop and one after a barrier.
 * 32 elements in tiles of 8; the results worked out by hand below. */
#include <stdio.h>

int main(void)
{
    int data[32], result[32];
    for (int i = 0; i < 32; i++)
        data[i] = i + 1;
    array_view<const int, 1> in(32, data);
    array_view<int, 1> out(32, result);
    int n = 32, stride = 12;
    parallel_for_each(in.extent.tile<8>(), [=](tiled_index<8> idx) restrict(amp) {
        tile_static int part[8];
        int lid = idx.local[0];
        int acc = 0;
        for (int k = idx.global[0]; k < n; k += stride)   /* 1 to 3 trips */
            acc += in[k];
        int cnt = 0;
        for (int k = lid * 2; k != 7 && k < 20; k += 3)  /* work-item 2 stops at 7; 10 would pass */
            cnt++;
        for (int k = lid; k >= 0; k--)
            cnt += 10;
        part[lid] = acc + 1000 * cnt;
        idx.barrier.wait();
        int mine = part[(lid + 1) % 8];
        for (unsigned k = (unsigned)lid; k < 8u; k += 4u)
            mine += part[k] % 7;
        out[idx.global] = mine;
    });
    for (int t = 0; t < 4; t++) {
        printf("tile %d:", t);
        for (int j = 0; j < 8; j++)
            printf(" %d", out[8 * t + j]);
        printf("\n");
    }
    return 0;
}
