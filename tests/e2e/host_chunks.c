/* Untiled kernels with a loop every work-item runs alike (its bound a
 * capture): on the host device they run in chunks of work-items, the loop
 * once per chunk and the work-items innermost (docs/codegen.md). Extents that
 * are not multiples of the chunk (64) leave a partial last chunk. Results
 * worked out by hand: see each comment. */
#include <stdio.h>

int main(void)
{
    enum { ROWS = 3, COLS = 70, N1 = 130 };
    int kk = 4, n = 7;

    /* c(i, j) = sum over k < 4 of (i + k) * (k - j) = 6i - 4ij + 14 - 6j */
    int c_data[ROWS * COLS];
    array_view<int, 2> c(ROWS, COLS, c_data);
    parallel_for_each(c.extent, [=](index<2> idx) restrict(amp) {
        int i = idx[0], j = idx[1];
        int acc = 0;
        for (int k = 0; k < kk; k++)
            acc += (i + k) * (k - j);
        c[idx] = acc;
    });
    long total = 0;
    for (int i = 0; i < ROWS; i++)
        for (int j = 0; j < COLS; j++)
            total += c(i, j);
    /* sum of 6i - 4ij + 14 - 6j over i < 3, j < 70: 1260 - 28980 + 2940 - 43470 */
    printf("c(0,0)=%d c(2,69)=%d c(1,64)=%d total=%ld\n", c(0, 0), c(2, 69), c(1, 64), total);

    /* v[i] = for k = 0, 2, 4, 6 (k < 7): k when i % 3 == 0, else 1: 12 or 4 */
    int v_data[N1];
    array_view<int, 1> v(N1, v_data);
    parallel_for_each(v.extent, [=](index<1> idx) restrict(amp) {
        int s = 0;
        for (int k = 0; k < n; k += 2)
            s += idx[0] % 3 == 0 ? k : 1;
        v[idx] = s;
    });
    printf("v[0]=%d v[1]=%d v[128]=%d v[129]=%d\n", v[0], v[1], v[128], v[129]);

    /* e(a, b, d) = sum over k < 7 of (a + b + d) * k = 21 (a + b + d) */
    int e_data[2 * 3 * 65];
    array_view<int, 3> e(2, 3, 65, e_data);
    parallel_for_each(e.extent, [=](index<3> idx) restrict(amp) {
        int t = 0;
        for (int k = n - 1; k >= 0; k--)
            t += (idx[0] + idx[1] + idx[2]) * k;
        e[idx] = t;
    });
    printf("e(0,0,0)=%d e(1,2,64)=%d e(1,0,63)=%d\n", e(0, 0, 0), e(1, 2, 64), e(1, 0, 63));
    return 0;
}
