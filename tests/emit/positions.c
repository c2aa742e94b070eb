/* Element positions in the OpenCL C (docs/codegen.md, ampcc_position): one
 * computed from the work-item ids and constants alone is ampcc_position
 * (64 bits on a CPU device: ampcc_at_ids_N); one from int variables alone is
 * int (ampcc_at_N); one that adds an int variable to an id, the transpose's
 * `tile_origin[1] + r`, is int too, its size_t sum converted once where it is
 * passed (PoCL ran that store 2.5x slower in 64 bits). */
void transpose16(const float *src, float *dst, int n)
{
    array_view<const float, 2> in(n, n, src);
    array_view<float, 2> out(n, n, dst);
    parallel_for_each(in.extent.tile<16, 16>(), [=](tiled_index<16, 16> idx) restrict(amp) {
        tile_static float tile[16][17];
        int r = idx.local[0], c = idx.local[1];
        tile[r][c] = in[idx.global];
        idx.barrier.wait();
        out(idx.tile_origin[1] + r, idx.tile_origin[0] + c) = tile[c][r];
        if (r == 0 && c == 0)
            out(idx.global[0], idx.global[1] * 1) += in(r, c) + in(idx.tile_origin[0] + 1, 0);
    });
}
