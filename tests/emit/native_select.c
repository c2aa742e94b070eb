/* The native back end writes an if/else whose arms store to the same element
 * as one store of a select (docs/codegen.md): GCC then vectorises the loop
 * over the work-items with one store per vector, and without masked stores
 * (AVX2) at all. The OpenCL C keeps the if/else. Arms that store to
 * different elements stay an if/else. */
void border_copy(float *in, float *out, int n)
{
    array_view<const float, 2> src(n, n, in);
    array_view<float, 2> dst(n, n, out);
    parallel_for_each(dst.extent, [=](index<2> idx) restrict(amp) {
        int i = idx[0], j = idx[1];
        if (i == 0 || j == 0 || i == n - 1 || j == n - 1)
            dst[idx] = src[idx];
        else
            dst[idx] = 0.25f * (src(i - 1, j) + src(i + 1, j) + src(i, j - 1) + src(i, j + 1));
        if (i == j)
            dst(i, 0) = 1.0f;
        else
            dst(0, j) = 2.0f;
    });
}
