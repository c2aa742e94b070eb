/* An amp function that takes an array by pointer (the C form of C++ AMP's
 * array<T, N> &), called from a kernel with &a: it reads and writes the
 * elements through (*p)[i] and reads p->extent and (*p).extent. */
#include <stdio.h>

static void put(array<int, 1> *p, index<1> i, int v) restrict(amp)
{
    (*p)[i] = v;
}

static int get(const array<int, 1> *p, index<1> i) restrict(amp)
{
    return (*p)[i] + p->extent[0] + (*p).extent[0];
}

static int cells(array<int, 2> *p) restrict(amp)
{
    return p->extent[0] * p->extent[1];
}

int main(void)
{
    int zeros[8] = {0}, dst[8], grid[6];
    array<int, 1> a(8, zeros);
    array<int, 1> b(8, zeros);
    array<int, 2> g(2, 3);
    parallel_for_each(a.extent, [&](index<1> i) restrict(amp) { put(&a, i, i[0] * 3); });
    parallel_for_each(a.extent, [&](index<1> i) restrict(amp) { put(&b, i, get(&a, i)); });
    parallel_for_each(g.extent, [&](index<2> i) restrict(amp) { g[i] = cells(&g) + i[1]; });
    b.copy_to(dst);
    g.copy_to(grid);
    for (int i = 0; i < 8; i++)
        printf("%d ", dst[i]);
    printf("\n%d %d %d %d %d %d\n", grid[0], grid[1], grid[2], grid[3], grid[4], grid[5]);
    return 0;
}
