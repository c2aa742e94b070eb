/* extent == / != and index == / != compare rank-wise, in cpu code (where C
 * has no struct comparison) and in amp code, for ranks 1 to 3. */
#include <stdio.h>

int main(void)
{
    extent<1> e1(5), f1(5), g1(6);
    extent<2> e2(3, 4), f2(3, 4), g2(4, 3);
    extent<3> e3(2, 3, 4), f3(2, 3, 4), g3(2, 3, 5);
    index<2> i2(1, 2), j2(1, 2), k2(2, 1);
    printf("cpu extent<1>: %d %d %d %d\n", e1 == f1, e1 != f1, e1 == g1, e1 != g1);
    printf("cpu extent<2>: %d %d %d %d\n", e2 == f2, e2 != f2, e2 == g2, e2 != g2);
    printf("cpu extent<3>: %d %d %d %d\n", e3 == f3, e3 != f3, e3 == g3, e3 != g3);
    printf("cpu index<2>: %d %d %d %d\n", i2 == j2, i2 != j2, i2 == k2, i2 != k2);

    int out[4] = {0};
    array_view<int, 1> o(4, out);
    printf("cpu view extent: %d %d\n", o.extent == extent<1>(4), o.extent != extent<1>(4));
    parallel_for_each(o.extent, [=](index<1> i) restrict(amp) {
        extent<2> a(3, 4), c(4, 3);
        index<3> p(1, 2, 3), q(1, 2, 4);
        /* one bit per comparison: 1 + 2 + 8 + 32 = 43 when all are right */
        o[i] = (a == e2) + 2 * (a != c) + 4 * (a == c) + 8 * (o.extent == extent<1>(4))
             + 16 * (e3 != f3) + 32 * (p != q) + 64 * (p == q);
    });
    printf("amp: %d %d\n", o[0], o[3]);
    return 0;
}
