/* Conditions on idx.tile, tile_origin, by-value captures and locals built
 * from them are the same for every thread of a tile. */
void run(int *data, int n, int rounds)
{
    array_view<int, 2> v(n, n, data);
    int limit = n / 2;
    parallel_for_each(v.extent.tile<4, 4>(), [=](tiled_index<4, 4> idx) restrict(amp) {
        int tile_row = idx.tile[0];
        if (tile_row % 2 == 0)
            idx.barrier.wait();
        if (idx.tile_origin[1] < limit && rounds > 1)
            idx.barrier.wait_with_all_memory_fence();
        int steps = rounds > 3 ? 3 : rounds;
        for (int i = 0; i < steps; i++)
            idx.barrier.wait_with_global_memory_fence();
        switch (idx.tile[1]) {
        case 0:
            idx.barrier.wait_with_tile_static_memory_fence();
            break;
        default:
            break;
        }
        v[idx.global] = tile_row;
        if (idx.local[0] == 0)    /* divergent, but no barrier below it */
            v[idx.global] += 1;
        if (idx.global[0] == 0)
            return;                 /* an early return after the last barrier */
    });
}
