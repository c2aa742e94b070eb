/* Every index/extent operator of C++ AMP (ampops.def's AMPOPER rows), with
 * its operand types: index ± index, extent ± extent or index, + - * / %
 * with an integer on either side, the compound forms, ++/--, == and !=, in
 * cpu and amp code, at rank 2 and at rank 5. */
#include <stdio.h>
static void show(const char *what, index<2> i) { printf("%s %d %d\n", what, i[0], i[1]); }
static void showe(const char *what, extent<2> e) { printf("%s %d %d\n", what, e[0], e[1]); }
int main(void) {
    index<2> i(7, 9), j(1, 2);
    extent<2> e(10, 20), f(3, 4);
    show("i*10", i * 10); show("10*i", 10 * i); show("i/2", i / 2); show("100/i", 100 / i);
    show("i%4", i % 4); show("50%i", 50 % i); show("i+1", i + 1); show("1-i", 1 - i); show("i-j", i - j);
    showe("e+f", e + f); showe("e-f", e - f); showe("e+j", e + j); showe("e-j", e - j); showe("e*2", e * 2); showe("3-e", 3 - e);
    int out[24] = {0};
    array_view<int, 1> o(24, out);
    parallel_for_each(extent<1>(1), [=](index<1> k) restrict(amp) {
        index<2> a = i * 10, b = 10 * i, c = 100 / i, d = 50 % i, g = 1 - i;
        extent<2> x = e + f, y = e - j, z = 3 - e;
        o[0] = a[0]; o[1] = a[1]; o[2] = b[0]; o[3] = c[1]; o[4] = d[0]; o[5] = d[1]; o[6] = g[0];
        o[7] = x[1]; o[8] = y[0]; o[9] = y[1]; o[10] = z[1]; o[11] = (e * 2)[1]; o[12] = (i / 2)[1];
        o[13] = (i % 4)[0]; o[14] = (e - f)[0]; o[15] = (e + j)[1]; o[16] = (i - j)[1];
        index<2> q = i; q *= 3; q -= j; q++; o[17] = q[0]; o[18] = q[1];
        extent<2> w = e; w += j; w -= f; --w; o[19] = w[0]; o[20] = w[1];
        o[21] = (x == e + f) + 2 * (x != e);
    });
    for (int k = 0; k < 22; k++) printf("%d ", o[k]);
    printf("\n");

    /* rank 5, in cpu and amp code */
    int c5[5] = {1, 2, 3, 4, 5}, s5[5] = {2, 2, 2, 2, 2};
    index<5> p(c5);
    extent<5> g(s5);
    index<5> p2 = 2 * p - 1;
    extent<5> g2 = g * 3 + p;
    g2 %= 4;
    printf("rank 5, cpu: %d %d %d %d\n", p2[4], g2[0], g2[4], (p2 == p) + 2 * (p2 != p));
    int r5[4] = {0, 0, 0, 0};
    array_view<int, 1> o5(4, r5);
    parallel_for_each(extent<1>(1), [=](index<1> k) restrict(amp) {
        index<5> q2 = 2 * p - 1;
        extent<5> h2 = g * 3 + p;
        h2 %= 4;
        o5[0] = q2[4];
        o5[1] = h2[0];
        o5[2] = h2[4];
        o5[3] = (q2 == p) + 2 * (q2 != p);
    });
    printf("rank 5, amp: %d %d %d %d\n", o5[0], o5[1], o5[2], o5[3]);
    return 0;
}
