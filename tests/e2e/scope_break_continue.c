/* Views declared in a loop body: their writes reach the host data when the
 * body's scope ends by `continue`, by `break`, and by falling through. */
#include <stdio.h>

int main(void)
{
    int rows[4][3] = {{0}};
    for (int r = 0; r < 4; r++) {
        array_view<int, 1> row(3, rows[r]);
        parallel_for_each(row.extent, [=](index<1> i) restrict(amp) {
            row[i] = (r + 1) * 10 + i[0];
        });
        if (r == 0)
            continue;
        if (r == 2)
            break;
        /* r == 1 falls through to the end of the body */
    }
    for (int r = 0; r < 4; r++)
        printf("%d %d %d\n", rows[r][0], rows[r][1], rows[r][2]);

    int w[3] = {0};
    int n = 0;
    while (1) {
        array_view<int, 1> v(3, w);
        parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] += 1; });
        if (++n == 3)
            break;
        /* the next round's new view uploads what this round copied back */
    }
    printf("after %d rounds: %d %d %d\n", n, w[0], w[1], w[2]);
    return 0;
}
