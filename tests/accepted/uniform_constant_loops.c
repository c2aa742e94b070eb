/* Tiled matrix multiply: barriers in loops whose bounds are constants,
 * captures and view extents are uniform. */
#define TS 4

void matmul(float *a, float *b, float *c, int n)
{
    array_view<const float, 2> va(n, n, a);
    array_view<const float, 2> vb(n, n, b);
    array_view<float, 2> vc(n, n, c);
    parallel_for_each(vc.extent.tile<TS, TS>(), [=](tiled_index<TS, TS> idx) restrict(amp) {
        tile_static float ta[TS][TS];
        tile_static float tb[TS][TS];
        int row = idx.local[0];
        int col = idx.local[1];
        float sum = 0.0f;
        for (int k = 0; k < va.extent[1]; k += TS) {
            ta[row][col] = va(idx.global[0], k + col);
            tb[row][col] = vb(k + row, idx.global[1]);
            idx.barrier.wait();
            for (int j = 0; j < TS; j++)
                sum += ta[row][j] * tb[j][col];
            idx.barrier.wait();
        }
        vc[idx.global] = sum;
    });
}
