/* A kernel whose only write to a captured view is made by an amp function it
 * calls, directly or through another amp function, with the view, a projection
 * of it or a pointer into it (issue 10, defect 1). */
#include <stdio.h>

void put(array_view<int, 1> r, int k, int value) restrict(amp)
{
    r[k] = value;
}

void put_twice(array_view<int, 1> r, int k) restrict(amp)
{
    put(r, k, 7);
    put(r, k + 1, 8);
}

void store(int *p, int value) restrict(amp)
{
    *p = value;
}

int peek(array_view<const int, 1> r, int k) restrict(amp)
{
    return r[k];
}

int main(void)
{
    int d[8] = {0};
    array_view<int, 2> v(2, 4, d);
    parallel_for_each(extent<1>(1), [=](index<1> i) restrict(amp) {
        put_twice(v[1], 1);
    });
    printf("%d %d %d\n", v(1, 0), v(1, 1), v(1, 2));

    int e[4] = {0};
    array_view<int, 1> w(4, e);
    parallel_for_each(w.extent, [=](index<1> i) restrict(amp) {
        store(&w[i], 5 * i[0]);
    });
    printf("%d %d %d %d\n", w[0], w[1], w[2], w[3]);

    int src[3] = {4, 5, 6}, out[3] = {0};
    array_view<const int, 1> in(3, src);
    array_view<int, 1> o(3, out);
    parallel_for_each(o.extent, [=](index<1> i) restrict(amp) {
        o[i] = peek(in, i[0]) * 2;
    });
    o.synchronize();
    printf("%d %d %d\n", out[0], out[1], out[2]);
    return 0;
}
