/* Projections of an array (LANGUAGE.md section 4): a[i] and a(i) of a rank-N
 * array (N > 1) are rank N-1 array_views of it, in cpu code and in kernels;
 * a[i][j][k] in cpu code reads through them. A kernel writes through a
 * projection; cpu code sees it. */
#include <stdio.h>

int main(void)
{
    int data[30];
    for (int i = 0; i < 30; i++)
        data[i] = i;
    extent<3> ext(2, 5, 3);
    array<int, 3> a(ext, data);
    parallel_for_each(extent<2>(5, 3), [&a](index<2> i) restrict(amp) {
        array_view<int, 2> p = a(1);
        p[i] += 100;                  /* plane 1: 115 .. 129 */
        a[0][i[0]][i[1]] += 1000;     /* plane 0: 1000 .. 1014 */
    });
    array_view<int, 2> q = a(1);
    array_view<int, 2> r = a[0];
    printf("%d %d %d %d\n", q[0][0], q(4, 2), r[1][1], a[1][2][2]);
    printf("%d %d %d\n", a(0)(1, 1), q.extent[0], q.extent[1]);
    array_view<int, 1> row = a[1][3];   /* rank 1: elements 24, 25, 26 (+ 100) */
    printf("%d %d %d (%d)\n", row[0], row[1], row[2], row.extent[0]);
    int out[6];
    array_view<int, 2> twice(2, 3, out);
    twice.discard_data();
    parallel_for_each(twice.extent, [=, &a](index<2> i) restrict(amp) {
        twice[i] = a(i[0])(4, i[1]);  /* row 4 of each plane */
    });
    twice.synchronize();
    for (int k = 0; k < 6; k++)
        printf("%d ", out[k]);
    printf("\n");
    return 0;
}
