/* A kernel that writes a captured view only through a section made inside it (issue 10, defect 1). */
#include <stdio.h>

int main(void)
{
    int a[6] = {0};
    array_view<int, 1> v(6, a);
    parallel_for_each(extent<1>(2), [=](index<1> i) restrict(amp) {
        array_view<int, 1> tail = v.section(index<1>(4), extent<1>(2));
        tail[i] = 40 + i[0];
    });
    v.synchronize();
    printf("section: %d %d %d %d %d %d\n", a[0], a[1], a[2], a[3], a[4], a[5]);

    int b[8] = {0};
    array_view<int, 2> g(2, 4, b);
    parallel_for_each(extent<1>(2), [=](index<1> i) restrict(amp) {
        array_view<int, 2> corner = g.section(index<2>(0, 2), extent<2>(2, 2));
        corner(i[0], 1) = 10 * (i[0] + 1);
    });
    g.synchronize();
    printf("section of rank 2:");
    for (int k = 0; k < 8; k++)
        printf(" %d", b[k]);
    printf("\n");
    return 0;
}
