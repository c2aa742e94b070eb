/* array_view<T, N>(...) as a value (issue 11): the repro of the stop-18 note
 * (a view of const T over an array passed to a function), a view value
 * returned, passed to a function whose kernel writes through it (the writes
 * reach the host data when the temporary ends), written through at once, and
 * made inside a kernel from a captured array and view, in a conditional
 * (on the host and in a kernel), under (void) and left of a comma. Expected values are
 * worked out by hand in the comments. */
#include <amp.h>
#include <stdio.h>

static float total(array_view<const float, 1> v)
{
    float s = 0;
    for (int i = 0; i < v.extent[0]; i++)
        s += v[i];
    return s;
}

static array_view<const float, 1> read_only(array<float, 1> *a)
{
    return array_view<const float, 1>(*a);
}

static void twice_index(array_view<int, 1> v)
{
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = i[0] * 2; });
}

static float first_two(array_view<const float, 1> v) restrict(amp)
{
    return v[0] + v[1];
}

int main(void)
{
    float h[4] = {1, 2, 3, 4};
    array<float, 1> a(4, h);
    printf("%g\n", total(array_view<const float, 1>(a)));      /* 1+2+3+4 = 10 */
    printf("%g\n", total(read_only(&a)));                      /* 10 */
    array_view<const float, 1> w = array_view<float, 1>(a);    /* a view of float becomes one of const float */
    printf("%g\n", w[2]);                                      /* 3 */

    int d[4] = {0};
    twice_index(array_view<int, 1>(4, d));                     /* 0 2 4 6, back in d at the statement's end */
    printf("%d %d %d %d\n", d[0], d[1], d[2], d[3]);
    array_view<int, 1>(extent<1>(4), d)[3] = 9;                /* 0 2 4 9 */
    printf("%d %d\n", d[3], array_view<int, 1>(4, d).extent[0]);   /* 9 4 */

    /* a view value in a conditional, under (void) and left of a comma: each
     * temporary lets its data go (tests/suites/leaks.sh counts the buffers) */
    array_view<int, 1> dv(4, d);
    int many = (int)sizeof(d) > 4;                             /* 1 */
    printf("%d %d\n", array_view<int, 1>(many ? dv : array_view<int, 1>(2, d))[3],
           (!many ? dv : array_view<int, 1>(2, d)).extent[0]);   /* 9 2 */
    (void)array_view<int, 1>(4, d);
    printf("%d\n", (array_view<int, 1>(4, d), 5));             /* 5 */

    float o[4] = {0};
    array_view<float, 1> out(4, o);
    array_view<float, 1> hv(4, h);
    parallel_for_each(out.extent, [=, &a](index<1> i) restrict(amp) {
        /* a: 1 2 3 4 -> first_two = 3; hv(i) + 10 * (hv(0) + hv(1)) */
        out[i] = first_two(array_view<const float, 1>(a)) + array_view<float, 1>(hv)[i] +
                 10 * first_two(array_view<const float, 1>(hv));
    });
    out.synchronize();
    printf("%g %g %g %g\n", o[0], o[1], o[2], o[3]);          /* 3+1+30=34 35 36 37 */

    /* a conditional of a captured view and a view value in a kernel: odd
     * items read kv (10 + 20), even ones a (1 + 2); the extent is 4 either way */
    float k[4] = {10, 20, 30, 40};
    array_view<float, 1> kv(4, k);
    parallel_for_each(out.extent, [=, &a](index<1> i) restrict(amp) {
        out[i] = first_two(i[0] % 2 ? kv : array_view<float, 1>(a)) + (i[0] < 2 ? array_view<float, 1>(a) : kv).extent[0] * 10;
    });
    out.synchronize();
    printf("%g %g %g %g\n", o[0], o[1], o[2], o[3]);          /* 3+40=43 30+40=70 43 70 */
    return 0;
}
