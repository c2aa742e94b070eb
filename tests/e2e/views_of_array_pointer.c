/* Sections, view_as and reinterpret_as of an array passed by pointer
 * (LANGUAGE.md section 4: `p->...` and `(*p)....` work wherever an array
 * does), in cpu code and in an amp function. d[k] is k, so by hand:
 * cpu: section(2, 3)[0] = 2, view_as(2 x 5)(1, 0) = element 5, the last of
 * 10 elements reinterpreted is 9: 2 * 100 + 5 * 10 + 9 = 259;
 * amp: section from 3, [0] = 3, view_as(5 x 2)(4, 1) = element 9, and 10
 * floats: 3 + 9 + 10 = 22. */
#include <stdio.h>

static int cpu_views(array<int, 1> *p)
{
    array_view<int, 1> s = p->section(2, 3);
    array_view<int, 2> m = p->view_as(extent<2>(2, 5));
    array_view<unsigned int, 1> u = p->reinterpret_as<unsigned int>();
    return s[0] * 100 + m(1, 0) * 10 + (int)u[9];
}

static int amp_views(array<int, 1> *a) restrict(amp)
{
    return a->section(index<1>(3))[0] + a->view_as(extent<2>(5, 2))(4, 1) +
           (*a).reinterpret_as<float>().extent[0];
}

int main(void)
{
    int d[10] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, r[1];
    array<int, 1> a(10, d);
    array_view<int, 1> rv(1, r);
    parallel_for_each(extent<1>(1), [=, &a](index<1> i) restrict(amp) { rv[0] = amp_views(&a); });
    printf("%d %d\n", cpu_views(&a), rv[0]);
    return 0;
}
