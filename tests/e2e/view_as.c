/* .view_as(ext) (LANGUAGE.md section 4): a rank-1 array_view, or an array
 * of any rank, seen with another extent (row-major, no more elements than
 * it has), in cpu code and in a kernel; the views share the data, so a
 * write through the reshaped view reaches the original; a reshaped view can
 * be kept as a view of const elements in a kernel. d1[k] is 10 * k,
 * so each expected value is 10 times the row-major position, by hand. */
#include <stdio.h>

/* A view of const int parameter takes a view of int. */
static int centre(array_view<const int, 2> m) restrict(amp)
{
    return m(1, 1);
}

int main(void)
{
    int d1[12], d2[12], res[8] = {0};
    for (int k = 0; k < 12; k++) {
        d1[k] = 10 * k;
        d2[k] = k;
    }
    array_view<int, 1> w(12, d1);
    array<int, 2> a(3, 4, d2);

    /* cpu code: (1, 3) of a 2 x 5 view is element 8; (1, 0, 1) of 2 x 2 x 3 is 7 */
    array_view<int, 2> w2 = w.view_as(extent<2>(2, 5));
    array_view<int, 3> w3 = w.view_as(extent<3>(2, 2, 3));
    printf("cpu: %d %d %d %d\n", w2(1, 3), w2.extent[1], w3(1, 0, 1), w.section(2, 6).view_as(extent<2>(3, 2))(2, 1));
    w2(0, 4) = -4;   /* element 4 of w */
    printf("cpu write: %d\n", w[4]);
    array_view<int, 1> a1 = a.view_as(extent<1>(12));
    array_view<int, 2> a2 = a.view_as(extent<2>(6, 2));
    printf("cpu array: %d %d %d\n", a1(11), a2(4, 1), a2.extent[0]);

    array_view<int, 1> r(8, res);
    parallel_for_each(extent<1>(1), [=, &a](index<1> i) restrict(amp) {
        r[0] = w.view_as(extent<2>(3, 4))(2, 1);        /* element 9 */
        r[1] = w.view_as(extent<3>(1, 2, 5))(0, 1, 2);  /* element 7 */
        r[2] = a.view_as(extent<1>(12))(10);
        r[3] = a.view_as(extent<3>(2, 3, 2))(1, 2, 0);  /* element 10 */
        r[4] = w.view_as(extent<2>(2, 2)).extent[0];
        array_view<int, 2> m = w.view_as(extent<2>(4, 3));
        m(3, 2) = -11;                                  /* element 11 of w */
        r[5] = w.section(6, 6).view_as(extent<2>(2, 3))(1, 0);  /* element 6 + 3 */
        array_view<const int, 2> ro = w.view_as(extent<2>(6, 2));  /* a view of const int */
        r[6] = ro(2, 1);                                /* element 5 */
        r[7] = centre(w.view_as(extent<2>(3, 4)));      /* (1, 1): element 5 */
    });
    printf("kernel: %d %d %d %d %d %d %d %d\n", r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7]);
    printf("kernel write: %d\n", w[11]);
    return 0;
}
