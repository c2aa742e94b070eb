/* A kernel that writes a captured view only through a pointer into its data,
 * including one taken from a projection and moved by arithmetic (issue 10,
 * defect 1). */
#include <stdio.h>

int main(void)
{
    int d[8] = {0};
    array_view<int, 2> v(2, 4, d);
    parallel_for_each(extent<1>(2), [=](index<1> i) restrict(amp) {
        int *p = &v[i[0]][0];
        p[3] = 30 + i[0];
        int *q = p + 1;
        *q = 20 + i[0];
    });
    v.synchronize();
    for (int k = 0; k < 8; k++)
        printf("%d ", d[k]);
    printf("\n");

    int e[4] = {1, 2, 3, 4};
    array_view<int, 1> w(4, e);
    parallel_for_each(extent<1>(1), [=](index<1> i) restrict(amp) {
        array_view<int, 1> s = w.section(index<1>(2), extent<1>(2));
        int *p = &s[0];
        p[1] *= 10;
    });
    w.synchronize();
    printf("%d %d %d %d\n", e[0], e[1], e[2], e[3]);
    return 0;
}
