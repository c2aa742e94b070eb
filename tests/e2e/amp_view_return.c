/* An amp function that returns one of two views, and one that takes a
 * rank-2 view and returns its projected row: the result is used for reads
 * and writes in the kernel. */
#include <stdio.h>

static array_view<int, 1> pick(array_view<int, 1> a, array_view<int, 1> b, int which) restrict(amp)
{
    if (which)
        return a;
    return b;
}

static array_view<int, 1> row_of(array_view<int, 2> m, int r) restrict(amp)
{
    return m[r];
}

int main(void)
{
    int x[4] = {1, 2, 3, 4}, y[4] = {10, 20, 30, 40}, grid[2][4] = {{0}};
    array_view<int, 1> a(4, x), b(4, y);
    array_view<int, 2> m(2, 4, &grid[0][0]);
    parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {
        int odd = i[0] % 2;
        array_view<int, 1> chosen = pick(a, b, odd);
        chosen[i] += 100;
        row_of(m, odd)[i] = chosen[i];
    });
    m.synchronize();
    printf("a: %d %d %d %d\nb: %d %d %d %d\n", a[0], a[1], a[2], a[3], b[0], b[1], b[2], b[3]);
    printf("m: %d %d %d %d / %d %d %d %d\n", grid[0][0], grid[0][1], grid[0][2], grid[0][3],
           grid[1][0], grid[1][1], grid[1][2], grid[1][3]);
    return 0;
}
