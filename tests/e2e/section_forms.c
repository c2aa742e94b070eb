/* Every form of .section() (LANGUAGE.md section 4) on array_view and array,
 * in cpu code and in a kernel: (origin, ext), (origin) to the end, (ext)
 * from index 0, and N coordinates then N sizes, ranks 1 to 3; sections of
 * sections; a kernel's write through a section reaches the host data. The
 * data holds each element's row-major position (times 10 for rank 1), so
 * every expected value is that position worked out by hand. */
#include <stdio.h>

int main(void)
{
    int d2[24], d1[10], d3[24], res[16] = {0};
    for (int k = 0; k < 24; k++)
        d2[k] = d3[k] = k;
    for (int k = 0; k < 10; k++)
        d1[k] = 10 * k;
    array_view<int, 2> v(4, 6, d2);
    array_view<int, 1> w(10, d1);
    array_view<int, 3> u(2, 3, 4, d3);
    array<int, 2> a(4, 6, d2);

    /* cpu code */
    array_view<int, 2> s1 = v.section(index<2>(1, 2), extent<2>(2, 3));
    array_view<int, 2> s2 = v.section(index<2>(2, 3));
    array_view<int, 2> s3 = v.section(extent<2>(2, 2));
    array_view<int, 2> s4 = v.section(1, 2, 2, 3);
    printf("cpu 2d: %d %d | %d %d %d | %d | %d %d\n", s1(0, 0), s1(1, 2), s2(1, 2), s2.extent[0], s2.extent[1],
           s3(1, 1), s4(1, 1), s4.extent[1]);
    printf("cpu 1d: %d %d %d %d\n", w.section(4, 1)(0), w.section(index<1>(7)).extent[0],
           w.section(index<1>(7))(2), w.section(extent<1>(2))(1));
    printf("cpu 3d: %d %d\n", u.section(1, 1, 1, 1, 2, 3)(0, 1, 2), u.section(index<3>(1, 2, 0))(0, 0, 3));
    printf("cpu nested: %d\n", v.section(index<2>(1, 1)).section(1, 1, 2, 2)(1, 1));
    array_view<int, 2> as1 = a.section(1, 2, 2, 3);
    array_view<int, 2> as2 = a.section(index<2>(3, 5));
    array_view<int, 2> as3 = a.section(extent<2>(1, 1));
    printf("cpu array: %d %d %d %d\n", as1(1, 2), as2(0, 0), as2.extent[0], as3.extent[1]);

    /* a kernel */
    array_view<int, 1> r(16, res);
    parallel_for_each(extent<1>(1), [=, &a](index<1> i) restrict(amp) {
        r[0] = v.section(index<2>(1, 2), extent<2>(2, 3))(1, 2);
        r[1] = v.section(index<2>(2, 3))(1, 2);
        r[2] = v.section(index<2>(2, 3)).extent[1];
        r[3] = v.section(extent<2>(2, 2))(1, 1);
        r[4] = v.section(1, 2, 2, 3)(1, 1);
        r[5] = a.section(1, 2, 2, 3)(0, 0);
        r[6] = a.section(index<2>(3, 5))(0, 0);
        r[7] = a.section(extent<2>(1, 1)).extent[0];
        r[8] = w.section(4, 1)(0);
        r[9] = w.section(index<1>(7))(2);
        r[10] = u.section(1, 1, 1, 1, 2, 3)(0, 1, 2);
        r[11] = u.section(extent<3>(1, 2, 2))(0, 1, 1);
        array_view<int, 2> nested = v.section(index<2>(1, 1)).section(1, 1, 2, 2);
        r[12] = nested(1, 1);
        v.section(2, 0, 1, 6)(0, 5) = 100;   /* row 2, column 5: d2[17] */
        array_view<int, 1> row = v[3].section(index<1>(4));
        r[13] = row(1);
    });
    r.synchronize();
    printf("kernel:");
    for (int k = 0; k < 14; k++)
        printf(" %d", res[k]);
    printf("\n");
    v.synchronize();
    printf("written through a section: %d\n", d2[17]);
    return 0;
}
