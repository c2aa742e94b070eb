/* Constructor arguments that come from macros with parentheses, or start with
 * a parenthesised expression or a cast: views, arrays and extents. */
#include <stdio.h>

#define ROWS (2 + 1)
#define COLS ((4))
#define TOTAL (ROWS * COLS)

int main(void)
{
    int data[TOTAL];
    int n = 2;
    array_view<int, 2> v(ROWS, COLS, data);
    extent<2> e((ROWS), (int)COLS);
    v.discard_data();
    parallel_for_each(e, [=](index<2> i) restrict(amp) {
        v[i] = i[0] * COLS + i[1];
    });
    v.synchronize(); /* data is current before a second view of it is made */
    array_view<const int, 1> flat((TOTAL), data);
    array<int, 1> a(extent<1>((n)));
    parallel_for_each(a.extent, [=, &a](index<1> i) restrict(amp) {
        a[i] = flat[i[0] + TOTAL - 2];
    });
    int tail[2];
    a.copy_to(tail);
    printf("%d %d %d | %d %d\n", flat[0], flat[5], v(2, 3), tail[0], tail[1]);
    return 0;
}
