/* A stretch of a tiled kernel that is one `if (local id < E)`, E the same for
 * the whole tile, runs on the host device as a loop over the work-items below
 * min(E, tile) only (src/native_split.c, docs/codegen.md): the reduction's
 * tree, a bound above the tile (every work-item), a negative one (none), the
 * mirrored `E > id`, and a bound that differs from tile to tile. Expected
 * values by hand: t[] holds 1..8, so the tree leaves 36 in t[0]. */
#include <stdio.h>

#define N 32

int main(void)
{
    int a[N] = {0}, b[N] = {0}, c[N] = {0}, d[N] = {0};
    int big = 20, neg = -3;
    array_view<int, 1> va(N, a), vb(N, b), vc(N, c), vd(N, d);
    parallel_for_each(va.extent.tile<8>(), [=](tiled_index<8> idx) restrict(amp) {
        tile_static int t[8];
        int lid = idx.local[0];
        t[lid] = lid + 1;
        idx.barrier.wait();
        for (int off = 4; off > 0; off >>= 1) {
            if (lid < off)
                t[lid] += t[lid + off];
            idx.barrier.wait();
        }
        va[idx.global] = t[0];
        idx.barrier.wait();
        if (lid < big)
            vb[idx.global] = lid + 1;
        idx.barrier.wait();
        if (neg > lid)
            vc[idx.global] = 1;
        idx.barrier.wait();
        if (idx.local[0] < idx.tile[0])
            vd[idx.global] = 7;
    });
    for (int i = 0; i < N; i++)
        printf("%d %d %d %d%s", va[i], vb[i], vc[i], vd[i], i % 8 == 7 ? "\n" : " | ");
    return 0;
}
