/* `array_view<int, 1> b(a);` (C++ AMP's copy constructor) means `b = a`: b
 * shares a's data, in cpu code and in amp code; from a temporary view (a
 * call's result) it takes that view over. */
#include <stdio.h>

static array_view<int, 1> tail(array_view<int, 1> v)
{
    return v.section(index<1>(2), extent<1>(2));
}

int main(void)
{
    int data[4] = {1, 2, 3, 4};
    array_view<int, 1> a(4, data);
    array_view<int, 1> b(a);
    b[1] = 20;                        /* a sees it: the same data */
    printf("a[1] = %d, b extent %d\n", a[1], b.extent[0]);
    parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {
        array_view<int, 1> c(a);      /* in amp code too */
        c[i] += 100;
    });
    array_view<int, 1> t(tail(b));
    t[0] = 7;                         /* data[2] */
    printf("b: %d %d %d %d\n", b[0], b[1], b[2], b[3]);
    b.synchronize();
    printf("data: %d %d %d %d\n", data[0], data[1], data[2], data[3]);
    return 0;
}
