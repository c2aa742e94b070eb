/* array<T, N>: built from host data or empty, used by kernels (captured by
 * reference), and copied out with copy_to to a host pointer, to another
 * array, and to an array_view. */
#include <stdio.h>

int main(void)
{
    int src[2][3] = {{1, 2, 3}, {4, 5, 6}};
    extent<2> e(2, 3);
    array<int, 2> a(e, &src[0][0]);
    array<int, 2> b(e);               /* contents undefined until written */
    array<int, 2> c(2, 3, &src[0][0]);

    parallel_for_each(e, [=, &a, &b](index<2> i) restrict(amp) {
        a[i] = a[i] * 10;
        b[i] = a[i] + i[1];
    });

    int host[6];
    a.copy_to(host);
    printf("a -> host: %d %d %d %d %d %d\n", host[0], host[1], host[2], host[3], host[4], host[5]);

    b.copy_to(c); /* array to array, on the device */
    parallel_for_each(c.extent, [&c](index<2> i) restrict(amp) { c[i] += 1; });
    int viewed[6] = {0};
    array_view<int, 2> v(e, viewed);
    c.copy_to(v); /* array to view */
    printf("c -> view: %d %d %d / %d %d %d\n", v(0, 0), v(0, 1), v(0, 2), v(1, 0), v(1, 1), v(1, 2));
    printf("extent of c: %d x %d\n", c.extent[0], c.extent[1]);
    return 0;
}
