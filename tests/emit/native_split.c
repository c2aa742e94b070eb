/* The native host back end's barrier split (docs/codegen.md): a tile of 8
 * work-items sums its elements in tile_static memory. `me` is recomputed in
 * each stretch, `x` lives across the barriers (one element per work-item),
 * the halving loop runs once per tile with a stretch per step, and the last
 * stretch runs for work-item 0 alone. */
void tile_sums(int *data, int *sums, int n)
{
    array_view<const int, 1> in(n, data);
    array_view<int, 1> out(n / 8, sums);
    parallel_for_each(in.extent.tile<8>(), [=](tiled_index<8> idx) restrict(amp) {
        tile_static int part[8];
        int me = idx.local[0];
        int x = in[idx.global];
        part[me] = x;
        idx.barrier.wait();
        for (int s = 4; s > 0; s /= 2) {
            if (me < s)
                part[me] += part[me + s];
            idx.barrier.wait();
        }
        if (idx.local[0] == 0)
            out[idx.tile[0]] = part[0] - x;
    });
}
