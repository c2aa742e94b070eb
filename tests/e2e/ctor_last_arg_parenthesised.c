/* Constructor arguments whose last one is a parenthesised expression (issue 10,
 * defect 3): its own ')' is not the constructor's. */
#include <stdio.h>

#define N (8 / 4)
#define COLS ((3))

int main(void)
{
    extent<1> e(N);
    index<1> i((1));
    index<2> j(0, (N - 1));
    extent<2> e2((2), COLS);
    int data[6] = {1, 2, 3, 4, 5, 6};
    int *p = data;
    array_view<int, 2> v(e2, (p));
    array<int, 1> a((e));
    parallel_for_each(a.extent, [=, &a](index<1> k) restrict(amp) {
        a[k] = v(k[0], 2) * 10;
    });
    int out[2];
    a.copy_to(out);
    printf("%d %d %d %d %d %d | %d %d\n", e[0], i[0], j[1], e2[1], v[j], v(1, 0), out[0], out[1]);
    return 0;
}
