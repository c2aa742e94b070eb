/* Atomics on tile_static memory (int and unsigned int), on unsigned int view
 * elements, and atomic_exchange on float, in a tiled kernel of 2 tiles x 32. */
#include <stdio.h>

int main(void)
{
    int per_tile[2 * 4];
    unsigned int u[3] = {0u, 0u, 0xFFFFFFFFu};
    float f[2] = {0.0f, 1.0f};
    array_view<int, 2> pt(2, 4, per_tile);
    array_view<unsigned int, 1> uv(3, u);
    array_view<float, 1> fv(2, f);
    pt.discard_data();

    parallel_for_each(extent<1>(64).tile<32>(), [=](tiled_index<32> t) restrict(amp) {
        tile_static int sum;
        tile_static int biggest;
        tile_static unsigned int bits;
        tile_static int turn;
        int me = t.local[0];
        if (me == 0) {
            sum = 0;
            biggest = -1;
            bits = 0u;
            turn = 0;
        }
        t.barrier.wait();
        atomic_fetch_add(&sum, t.global[0]);
        atomic_fetch_max(&biggest, me * 3);
        atomic_fetch_or(&bits, 1u << (unsigned int)me);
        int expected = 0;
        int won = atomic_compare_exchange(&turn, &expected, me + 1) ? 1 : 0;
        t.barrier.wait();
        if (me == 0) {
            pt(t.tile[0], 0) = sum;
            pt(t.tile[0], 1) = biggest;
            pt(t.tile[0], 2) = bits == 0xFFFFFFFFu ? 1 : 0;
            pt(t.tile[0], 3) = turn > 0 ? 1 : 0;
        }
        atomic_fetch_add(&uv[0], 3u);
        atomic_fetch_inc(&uv[1]);
        atomic_fetch_and(&uv[2], ~(1u << (unsigned int)(t.global[0] % 32)));
        atomic_exchange(&fv[0], 2.5f);
        if (won)
            atomic_exchange(&fv[1], -1.0f);
    });
    for (int k = 0; k < 2; k++)
        printf("tile %d: sum %d, max %d, all bits %d, cas taken %d\n", k, pt(k, 0), pt(k, 1), pt(k, 2), pt(k, 3));
    printf("unsigned: %u %u %u\n", uv[0], uv[1], uv[2]);
    printf("float: %g %g\n", fv[0], fv[1]);
    return 0;
}
