/* A copied view shares its data: w = v, a view inside a host struct, and a
 * view stored in a struct passed by value to a function. A kernel writes
 * through one copy; the host reads through another. */
#include <stdio.h>

struct grid {
    array_view<int, 2> cells;
    int generation;
};

static void advance(struct grid g)
{
    array_view<int, 2> cells = g.cells; /* kernels capture views, not structs holding them */
    parallel_for_each(cells.extent, [=](index<2> i) restrict(amp) {
        cells[i] += 1;
    });
}

int main(void)
{
    int data[2][2] = {{1, 2}, {3, 4}};
    array_view<int, 2> v(2, 2, &data[0][0]);
    array_view<int, 2> w = v;
    struct grid g = {v, 0};
    parallel_for_each(w.extent, [=](index<2> i) restrict(amp) {
        w[i] *= 10;
    });
    advance(g);
    g.generation++;
    printf("through v: %d %d %d %d\n", v(0, 0), v(0, 1), v(1, 0), v(1, 1));
    printf("through g: %d, generation %d\n", g.cells(1, 1), g.generation);
    advance(g);
    w.synchronize();
    printf("host data: %d %d %d %d\n", data[0][0], data[0][1], data[1][0], data[1][1]);
    return 0;
}
