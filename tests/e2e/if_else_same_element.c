/* An if/else whose two arms store to the same element is one store of a
 * select in the native C (emit_opencl.c, emit_if_as_select; docs/codegen.md):
 * the values must be those of the if/else on both devices. The stencil's
 * border copy and interior average (merged); a guarded integer division
 * (merged: only the chosen arm is evaluated, so no division by zero); arms
 * of another type than the element, a condition with a side effect and
 * stores to different elements (all left as if/else). Expected values by
 * hand: g[i][j] = i*i + j, so the 5-point average inside is i*i + j + 0.4. */
#include <stdio.h>

#define N 6

int main(void)
{
    float g[N][N], out[N][N];
    int den[8] = {0, 5, -3, 0, 7, 1, 2, 0}, quot[8], conv[8], steps[8], a[8] = {0}, b[8] = {0};
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            g[i][j] = (float)(i * i + j);
    array_view<const float, 2> src(N, N, &g[0][0]);
    array_view<float, 2> dst(N, N, &out[0][0]);
    parallel_for_each(dst.extent, [=](index<2> idx) restrict(amp) {
        int i = idx[0], j = idx[1];
        if (i == 0 || j == 0 || i == N - 1 || j == N - 1)
            dst[idx] = src[idx];
        else
            dst[idx] = 0.2f * (src(i, j) + src(i - 1, j) + src(i + 1, j) + src(i, j - 1) + src(i, j + 1));
    });
    array_view<const int, 1> d(8, den);
    array_view<int, 1> q(8, quot), c(8, conv), s(8, steps), va(8, a), vb(8, b);
    parallel_for_each(q.extent, [=](index<1> k) restrict(amp) {
        if (d[k] != 0)
            q[k] = 100 / d[k];
        else
            q[k] = -1;
        if (k[0] % 2)
            c[k] = 2.7f;   /* float into an int element: not merged */
        else
            c[k] = 3;
        int t = k[0];
        if (t++ > 3)
            s[k] = t;
        else
            s[k] = -t;
        if (k[0] < 4)
            va[k] = 1;
        else
            vb[k] = 2;
    });
    printf("border %.2f %.2f %.2f %.2f\n", dst(0, 2), dst(3, 0), dst(5, 5), dst(2, 5));
    printf("inside %.2f %.2f %.2f %.2f\n", dst(1, 1), dst(2, 3), dst(4, 4), dst(3, 2));
    for (int k = 0; k < 8; k++)
        printf("%d: q=%d c=%d s=%d a=%d b=%d\n", k, q[k], c[k], s[k], va[k], vb[k]);
    return 0;
}
