/* The kernel's index read at each use: coordinates of every member in
 * arithmetic that goes negative, in sizeof, across barriers, passed whole to
 * an amp function, with its address taken (then it is stored), and in
 * element positions whose int arithmetic goes through negative values. */
#include <stdio.h>

static int sum_origin(tiled_index<2, 4> t) restrict(amp)
{
    return t.tile_origin[0] * 100 + t.tile_origin[1] + t.tile_extent[0] * t.tile_extent[1];
}

int main(void)
{
    int a[4 * 8] = {0}, b[4 * 8] = {0}, c[6] = {0}, d[4 * 8] = {0};
    array_view<int, 2> av(4, 8, a);
    array_view<int, 2> bv(4, 8, b);
    array_view<int, 1> cv(6, c);
    array_view<int, 2> dv(4, 8, d);

    parallel_for_each(av.extent.tile<2, 4>(), [=](tiled_index<2, 4> idx) restrict(amp) {
        tile_static int row[2][4];
        row[idx.local[0]][idx.local[1]] = idx.global[1] - 5;   /* negative for the first columns */
        idx.barrier.wait();
        int left = idx.local[1] - 1 < 0 ? 3 : idx.local[1] - 1;   /* int, not size_t: -1 < 0 */
        av[idx.global] = row[idx.local[0]][left] * 10 + (idx.local[1] - 2) / 2 + (int)sizeof(idx.local[0]);
        bv[idx.global] = sum_origin(idx) + idx.tile[0] * 1000;
        /* each row reversed: column 7 - k, through k - 7 <= 0 */
        dv(idx.global[0], (idx.global[1] - 7) * -1) = idx.global[1] + 10 * (-idx.tile_origin[0] + 3);
    });
    parallel_for_each(cv.extent, [=](index<1> i) restrict(amp) {
        const index<1> *p = &i;
        cv[i] = (*p)[0] - 3 + (i[0] - 4) / 2;
    });
    for (int r = 0; r < 4; r++) {
        for (int k = 0; k < 8; k++)
            printf("%d/%d/%d ", av(r, k), bv(r, k), dv(r, k));
        printf("\n");
    }
    for (int k = 0; k < 6; k++)
        printf("%d ", cv[k]);
    printf("\n");
    return 0;
}
