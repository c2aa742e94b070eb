/* extent: [], size(), contains(); index: +, -, ==, !=; on the host and in amp code. */
#include <stdio.h>

int main(void)
{
    extent<2> e(4, 5);
    index<2> a(1, 2), b(3, 1);
    index<2> s = a + b, d = b - a;
    printf("host: size %d, e[1] %d, s (%d,%d), d (%d,%d)\n", (int)e.size(), e[1], s[0], s[1], d[0], d[1]);
    printf("host: contains s %d, contains d %d, contains a %d\n", e.contains(s), e.contains(d), e.contains(a));
    printf("host: a==a %d, a==b %d, a!=b %d\n", a == a, a == b, a != b);

    int out[4 * 5];
    array_view<int, 2> v(e, out);
    v.discard_data();
    parallel_for_each(e, [=](index<2> idx) restrict(amp) {
        index<2> moved = idx + a;               /* a is captured by value */
        int flags = e.contains(moved) ? 1 : 0;  /* so is e */
        if (idx == a)
            flags += 10;
        if (idx - a != b)
            flags += 100;
        v[idx] = flags + 1000 * e.size() / 20;
    });
    for (int i = 0; i < 4; i++) {
        for (int j = 0; j < 5; j++)
            printf("%d ", v(i, j));
        printf("\n");
    }
    return 0;
}
