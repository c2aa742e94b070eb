/* Rank 7: an array of rank 7 made from host data, written by a kernel over
 * its extent and copied back (copy_to a host pointer, and copy to a view),
 * a view of the array, and a section of a rank-7 view. */
#include <stdio.h>

int main(void)
{
    int sizes[7] = {2, 1, 3, 1, 2, 2, 2};   /* 48 elements */
    extent<7> e(sizes);
    int src[48], back[48] = {0}, other[48] = {0};
    for (int k = 0; k < 48; k++)
        src[k] = k * 3;
    array<int, 7> a(e, src);
    parallel_for_each(a.extent, [&a](index<7> i) restrict(amp) {
        a[i] = a[i] + i[0] + i[2] * 10 + i[6] * 100;
    });
    a.copy_to(back);
    int right = 0;
    for (int k = 0; k < 48; k++) {
        int i0 = k / 24, i2 = k / 8 % 3, i6 = k % 2;
        right += back[k] == k * 3 + i0 + i2 * 10 + i6 * 100;
    }
    printf("copy_to: %d of %d right\n", right, e.size());

    array_view<int, 7> v(e, other);
    copy(a, v);
    int at[7] = {1, 0, 2, 0, 1, 1, 1};
    index<7> last(at);
    printf("copy to a view: v[last] = %d (expect %d)\n", v[last], 47 * 3 + 1 + 20 + 100);

    array_view<int, 7> av(a);
    int o[7] = {1, 0, 1, 0, 0, 0, 0}, s[7] = {1, 1, 2, 1, 2, 2, 2};
    array_view<int, 7> sec = av.section(index<7>(o), extent<7>(s));
    int sum[1] = {0};
    array_view<int, 1> t(1, sum);
    parallel_for_each(sec.extent, [=](index<7> i) restrict(amp) {
        atomic_fetch_add(&t[0], sec[i]);
    });
    /* the section holds flat positions 32..47 of the array */
    int expect = 0;
    for (int k = 32; k < 48; k++)
        expect += back[k];
    printf("section sum %d (expect %d), size %d\n", t[0], expect, sec.extent.size());
    return 0;
}
