/* Rank 2: v(i, j), v[idx], projections v[i][j]; a const view stays read-only. */
void add(const float *a, const float *b, float *sum, int rows, int cols)
{
    array_view<const float, 2> va(rows, cols, a);
    array_view<const float, 2> vb(rows, cols, b);
    array_view<float, 2> vs(rows, cols, sum);
    vs.discard_data();
    parallel_for_each(vs.extent, [=](index<2> idx) restrict(amp) {
        int r = idx[0];
        int c = idx[1];
        vs[idx] = va(r, c) + vb[r][c];
    });
    vs.synchronize();
}
