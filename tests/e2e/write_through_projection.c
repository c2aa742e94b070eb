/* A kernel that writes a captured view only through a projection made inside
 * it (issue 10, defect 1): the write reaches the host (LANGUAGE.md section 4:
 * a view projected inside a kernel writes through to its source). */
#include <stdio.h>

int main(void)
{
    int d[8] = {0};
    array_view<int, 2> v(2, 4, d);
    parallel_for_each(extent<1>(1), [=](index<1> i) restrict(amp) {
        array_view<int, 1> row = v[1];
        row[2] = 5;
    });
    printf("%d\n", v(1, 2));

    /* a projection written at once, and one kept and written in a loop */
    int e[6] = {0};
    array_view<int, 2> w(3, 2, e);
    parallel_for_each(extent<1>(3), [=](index<1> i) restrict(amp) {
        w[i[0]][1] = 10 + i[0];
        array_view<int, 1> r = w[i[0]];
        for (int k = 0; k < 1; k++)
            r[k] += 1;
    });
    w.synchronize();
    for (int k = 0; k < 6; k++)
        printf("%d ", e[k]);
    printf("\n");
    return 0;
}
