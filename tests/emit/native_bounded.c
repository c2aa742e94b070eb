/* A stretch that is one `if (local id < E)`, E the same for the whole tile,
 * is a loop over the work-items below min(E, tile) in the native C, with the
 * if's body and no test (docs/codegen.md, "Bounded stretches"): the tree of
 * a reduction. */
void tile_sums(float *data, float *sums, int n)
{
    array_view<const float, 1> in(n, data);
    array_view<float, 1> out(n / 64, sums);
    parallel_for_each(in.extent.tile<64>(), [=](tiled_index<64> idx) restrict(amp) {
        tile_static float part[64];
        int lid = idx.local[0];
        part[lid] = in[idx.global];
        idx.barrier.wait();
        for (int off = 32; off > 0; off >>= 1) {
            if (lid < off)
                part[lid] += part[lid + off];
            idx.barrier.wait();
        }
        if (lid == 0)
            out[idx.tile] = part[0];
    });
}
