/* Projections: v[i] of a rank-2 view is a rank-1 view; v[i][j] in amp code and
 * on the host; a projected row passed to a kernel and to a function. */
#include <stdio.h>

static int row_sum(array_view<int, 1> row)
{
    int s = 0;
    for (int j = 0; j < row.extent[0]; j++)
        s += row[j];
    return s;
}

int main(void)
{
    int data[3][4] = {{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}};
    array_view<int, 2> m(3, 4, &data[0][0]);
    parallel_for_each(extent<1>(3), [=](index<1> i) restrict(amp) {
        /* reverse each row in place, through v[i][j] */
        int r = i[0];
        for (int j = 0; j < 2; j++) {
            int t = m[r][j];
            m[r][j] = m[r][3 - j];
            m[r][3 - j] = t;
        }
    });
    array_view<int, 1> middle = m[1];
    parallel_for_each(middle.extent, [=](index<1> j) restrict(amp) {
        middle[j] *= 100;
    });
    for (int i = 0; i < 3; i++)
        printf("%d %d %d %d (sum %d)\n", m[i][0], m[i][1], m[i][2], m[i][3], row_sum(m[i]));
    return 0;
}
