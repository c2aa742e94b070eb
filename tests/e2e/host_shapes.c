/* The shapes the native host device runs a tiled kernel in (docs/codegen.md,
 * "The native host back end"), each with a result worked out by hand; the
 * same output on every device (tests/suites/e2e.sh runs it on both).
 *  1. split at its barriers: x lives across the barriers (a per-work-item
 *     array), me is recomputed in each stretch, the loop runs once per tile;
 *  2. a barrier inside an amp function: fibers;
 *  3. a return after the last barrier: fibers (work-item 3 skips the store). */
#include <stdio.h>

/* Each work-item gets the value of its mirror image in the tile. */
static int mirror(tiled_index<4> t, int v) restrict(amp)
{
    tile_static int slot[4];
    slot[t.local[0]] = v;
    t.barrier.wait();
    return slot[3 - t.local[0]];
}

static void print(const char *what, int *v, int n)
{
    printf("%s:", what);
    for (int i = 0; i < n; i++)
        printf(" %d", v[i]);
    printf("\n");
}

int main(void)
{
    int data[16], sums[4], mirrored[16], counted[16];
    for (int i = 0; i < 16; i++) {
        data[i] = i + 1;
        counted[i] = -1;
    }
    array_view<const int, 1> in(16, data);

    /* Tile t holds 4t+1 .. 4t+4: part sums to 2 * (16t + 10); work-item 0's x
     * is 2 * (4t + 1), so the tile writes 40t + 22. */
    array_view<int, 1> out(4, sums);
    parallel_for_each(in.extent.tile<4>(), [=](tiled_index<4> idx) restrict(amp) {
        tile_static int part[4];
        int me = idx.local[0];
        int x = in[idx.global] * 2;
        part[me] = x;
        idx.barrier.wait();
        for (int s = 2; s > 0; s /= 2) {
            if (me < s)
                part[me] += part[me + s];
            idx.barrier.wait();
        }
        if (me == 0)
            out[idx.tile[0]] = part[0] + x;
    });
    out.synchronize();
    print("sums", sums, 4);   /* 22 62 102 142 */

    array_view<int, 1> mir(16, mirrored);
    parallel_for_each(mir.extent.tile<4>(), [=](tiled_index<4> idx) restrict(amp) {
        mir[idx.global] = mirror(idx, in[idx.global]);
    });
    mir.synchronize();
    print("mirrored", mirrored, 16);   /* 4 3 2 1, 8 7 6 5, ... */

    /* total is the tile's sum, 16t + 10; work-item 3 returns before its store. */
    array_view<int, 1> cnt(16, counted);
    parallel_for_each(cnt.extent.tile<4>(), [=](tiled_index<4> idx) restrict(amp) {
        tile_static int total;
        if (idx.local[0] == 0)
            total = 0;
        idx.barrier.wait();
        atomic_fetch_add(&total, in[idx.global]);
        idx.barrier.wait();
        if (idx.local[0] == 3)
            return;
        cnt[idx.global] = total * 10 + idx.local[0];
    });
    cnt.synchronize();
    print("counted", counted, 16);
    return 0;
}
