/* Issue 10, defect 7: v.copy_to(w) of an array_view, to a view (also between
 * sections of a projection), to an array, and to host memory (a pointer, as
 * an array's copy_to takes; a section's elements arrive in row order). */
#include <stdio.h>
int main(void)
{
    int a[6] = {1, 2, 3, 4, 5, 6}, b[6] = {0}, c[4] = {0};
    array_view<int, 2> va(2, 3, a);
    array_view<int, 2> vb(2, 3, b);
    parallel_for_each(va.extent, [=](index<2> i) restrict(amp) { va[i] *= 10; });
    va.copy_to(vb);
    printf("%d %d %d\n", b[0], vb(1, 2), b[5]);
    array_view<int, 1> vc(4, c);
    array_view<int, 1> row = va[1];
    row.section(index<1>(1), extent<1>(2)).copy_to(vc.section(index<1>(2), extent<1>(2)));
    printf("%d %d %d %d\n", vc[0], vc[1], vc[2], vc[3]);
    array<int, 1> arr(4);
    vc.copy_to(arr);
    int back[4] = {0};
    arr.copy_to(back);
    printf("%d %d\n", back[2], back[3]);
    int host[4] = {0};
    va.section(index<2>(0, 1), extent<2>(2, 2)).copy_to(host);
    printf("%d %d %d %d\n", host[0], host[1], host[2], host[3]);
    return 0;
}
