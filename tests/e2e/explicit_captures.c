/* Capture lists written out: by-value names, arrays by reference, and a
 * default [=] mixed with names; captured extents, indices and structs. */
#include <stdio.h>

struct scale { int mul; int add; };

int main(void)
{
    int in_data[6] = {1, 2, 3, 4, 5, 6}, out_data[6];
    int factor = 3;
    struct scale s = {2, 1};
    extent<1> e(6);
    index<1> shift(1);
    array_view<const int, 1> in(6, in_data);
    array_view<int, 1> out(6, out_data);
    array<int, 1> totals(extent<1>(1));

    parallel_for_each(e, [in, out, factor, s, e, shift, &totals](index<1> i) restrict(amp) {
        index<1> j = i + shift;
        int next = e.contains(j) ? in[j] : 0;
        out[i] = (in[i] * factor + next) * s.mul + s.add;
        atomic_fetch_add(&totals[index<1>(0)], out[i]);
    });
    parallel_for_each(e, [=, &totals](index<1> i) restrict(amp) {
        if (i[0] == 0)
            totals[i] = totals[i] * 10 + factor;
    });
    int t[1];
    totals.copy_to(t);
    for (int i = 0; i < 6; i++)
        printf("%d ", out[i]);
    printf("\ntotal*10+factor: %d\n", t[0]);
    return 0;
}
