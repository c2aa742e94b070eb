/* Issue 10, defect 6: v.data() in amp code, of a captured view, of a section
 * (the pointer starts at the section's origin) and of a rank-2 view, read and
 * written through (a write through data() reaches the host). */
#include <stdio.h>

static int sum(const int *p, int n) restrict(amp)
{
    int s = 0;
    for (int k = 0; k < n; k++)
        s += p[k];
    return s;
}

int main(void)
{
    int d[8] = {1, 2, 3, 4, 5, 6, 7, 8}, out[4] = {0};
    int m[6] = {0, 1, 4, 9, 16, 25};
    array_view<const int, 1> v(8, d);
    array_view<int, 1> o(4, out);
    array_view<int, 2> g(2, 3, m);
    parallel_for_each(extent<1>(1), [=](index<1> i) restrict(amp) {
        o[0] = sum(v.data(), 8);
        array_view<const int, 1> tail = v.section(index<1>(5), extent<1>(3));
        o[1] = sum(tail.data(), 3);
        const int *p = g.data();
        o[2] = p[4] + g[1].data()[2];
        o[3] = v.data()[7];
    });
    int sq[6] = {0};
    array_view<int, 2> s(2, 3, sq);
    parallel_for_each(extent<1>(1), [=](index<1> i) restrict(amp) {
        int *p = s.data();
        for (int k = 0; k < 6; k++)
            p[k] = k * k;
    });
    printf("%d %d %d %d\n", o[0], o[1], o[2], o[3]);
    printf("%d %d\n", s(1, 0), s(1, 2));
    return 0;
}
