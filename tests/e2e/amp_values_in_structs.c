/* extent and index as members of host structs and as cpu function
 * parameters/returns; values copied out of the struct into a kernel. */
#include <stdio.h>

struct window {
    extent<2> size;
    index<2> origin;
    int label;
};

static struct window make_window(int rows, int cols, int r0, int c0)
{
    struct window w;
    w.size = extent<2>(rows, cols);
    w.origin = index<2>(r0, c0);
    w.label = rows * cols;
    return w;
}

static index<2> corner(struct window w)
{
    return w.origin + index<2>(w.size[0] - 1, w.size[1] - 1);
}

int main(void)
{
    int data[4][5] = {{0}};
    array_view<int, 2> v(4, 5, &data[0][0]);
    struct window w = make_window(2, 3, 1, 1);
    extent<2> size = w.size;
    index<2> origin = w.origin;
    int label = w.label;
    parallel_for_each(size, [=](index<2> i) restrict(amp) {
        v[origin + i] = label;
    });
    index<2> c = corner(w);
    printf("corner (%d,%d) = %d, outside %d\n", c[0], c[1], v[c], v(0, 0));
    for (int i = 0; i < 4; i++)
        printf("%d %d %d %d %d\n", v(i, 0), v(i, 1), v(i, 2), v(i, 3), v(i, 4));
    return 0;
}
