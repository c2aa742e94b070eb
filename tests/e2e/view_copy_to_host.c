/* array_view's copy_to(dst) with host memory as the destination (LANGUAGE.md
 * §4): the view's current contents, a kernel's writes included, land in dst;
 * a section copies only its own elements; a const view copies too. */
#include <stdio.h>

int main(void)
{
    int src[6] = {1, 2, 3, 4, 5, 6};
    int dst[6] = {0};
    array_view<int, 2> v(2, 3, src);
    parallel_for_each(v.extent, [=](index<2> i) restrict(amp) {
        v[i] = v[i] * 10 + i[0];
    });
    v.copy_to(dst);
    for (int i = 0; i < 6; i++)
        printf("%d ", dst[i]);
    printf("\n");

    int part[2] = {0};
    v.section(index<2>(1, 1), extent<2>(1, 2)).copy_to(part);
    printf("%d %d\n", part[0], part[1]);

    array_view<const int, 2> c(v);
    int again[6] = {0};
    c.copy_to(again);
    printf("%d %d\n", again[0], again[5]);
    return 0;
}
