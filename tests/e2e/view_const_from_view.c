/* A view of int where amp code wants a view of const int: a declaration (=
 * and constructor forms), an assignment, an argument of an amp function and
 * its return value. C++ AMP converts array_view<T> to array_view<const T>;
 * the OpenCL C needs the conversion written out (issue 10: accepted, so it
 * must lower). */
#include <stdio.h>

static int at(array_view<const int, 1> c, int i) restrict(cpu, amp) { return c[i]; }

static array_view<const int, 1> as_const(array_view<int, 1> v) restrict(amp) { return v; }

int main(void)
{
    int d[4] = {1, 2, 3, 4}, out[4] = {0};
    array_view<int, 1> v(4, d);
    array_view<int, 1> o(4, out);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        array_view<const int, 1> a = v;
        array_view<const int, 1> b(v);
        array_view<const int, 1> c = as_const(v);
        a = v.section(index<1>(1), extent<1>(3));
        o[i] = 1000 * a[0] + 100 * b[i] + 10 * c[3 - i[0]] + at(v, i[0]);
    });
    printf("%d %d %d %d\n", o[0], o[1], o[2], o[3]);
    printf("%d\n", at(v, 2));
    return 0;
}
