/* A view's pending device writes reach the host data when its scope ends by
 * `return`, with no synchronize() (C++ AMP's destructor). */
#include <stdio.h>

static int fill(int *data, int n, int early)
{
    array_view<int, 1> v(n, data);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        v[i] = 2 * i[0] + 1;
    });
    if (early)
        return 1; /* leaves the scope with device writes pending */
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        v[i] += 1000;
    });
    return 0;
}

int main(void)
{
    int a[4] = {0}, b[4] = {0};
    int ra = fill(a, 4, 1);
    int rb = fill(b, 4, 0);
    printf("%d: %d %d %d %d\n", ra, a[0], a[1], a[2], a[3]);
    printf("%d: %d %d %d %d\n", rb, b[0], b[1], b[2], b[3]);
    return 0;
}
