/* Views computed by host expressions (a call returning a view, a projection
 * v[r], a section) and used at once - `.extent`, an element, a member call, a
 * projection of them, the right side of a view assignment or an argument -
 * are temporaries: each holds a reference to its buffer, which the generated
 * code must drop when the expression is done. live_buffers=0: nothing is left
 * for the runtime to free at exit. Bytes: v (24 ints) goes up once for the
 * kernel and comes back once at same(v).synchronize(); the other views are
 * never on the device. */
#include <stdio.h>

static int data[4][6];

static array_view<int, 2> get_view(void)
{
    array_view<int, 2> v(4, 6, &data[0][0]);
    return v;
}

static array_view<int, 1> make_view(int n)
{
    array_view<int, 1> v(n);   /* runtime-owned: the temporary is its last reference */
    return v;
}

static array_view<int, 2> same(array_view<int, 2> a)
{
    return a;   /* a new reference to a's data */
}

static int first(array_view<int, 1> r)
{
    return r[0];
}

int main(void)
{
    for (int r = 0; r < 4; r++)
        for (int c = 0; c < 6; c++)
            data[r][c] = r * 10 + c;
    int rows = get_view().extent[0];
    int x = get_view()[2][3];
    get_view()[1][1] = 100;
    get_view()(0, 0) += 5;
    get_view()[3][5]++;
    int n = make_view(7).extent[0];
    make_view(3)[0] = 1;
    int z = make_view(2)(1);
    array_view<int, 2> v = get_view();
    int cols = v[1].extent[0];
    int y = v[2](4) + v[2][5];
    int s = v.section(index<2>(1, 1), extent<2>(2, 2))[1][1];
    int f = first(v[3]) + first(make_view(5));
    array_view<int, 2> w = v;
    w = get_view();
    get_view();
    parallel_for_each(same(v).extent, [=](index<2> i) restrict(amp) { v[i] *= 2; });
    same(v).synchronize();
    int d = same(v).data()[7];
    printf("%d %d %d %d %d %d %d %d %d\n", rows, x, n, z, cols, y, s, f, d);
    printf("%d %d %d\n", data[0][0], data[1][1], data[3][5]);
    return 0;
}
