/* The native host back end runs a loop whose counter starts at the
 * work-item's own value in lockstep (docs/codegen.md): the grid-strided sum
 * of a reduction becomes trips of a loop over the tile's work-items, each
 * work-item's counter start + trip * step (a contiguous load across them),
 * in blocks of work-items (here the whole tile of 16): unmasked while every
 * work-item of the block is in the loop, then the work-items that have left
 * it masked off in ampcc_live. */
void strided_sums(float *data, float *sums, int n, int threads)
{
    array_view<const float, 1> in(n, data);
    array_view<float, 1> out(threads, sums);
    parallel_for_each(extent<1>(threads).tile<16>(), [=](tiled_index<16> idx) restrict(amp) {
        tile_static float part[16];
        float s = 0.0f;
        for (int k = idx.global[0]; k < n; k += threads)
            s += in[k];
        part[idx.local[0]] = s;
        idx.barrier.wait();
        out[idx.global] = part[15 - idx.local[0]];
    });
}
