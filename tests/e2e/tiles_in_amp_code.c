/* Issue 10, defect 4: .tile<>(), .pad() and .truncate() in amp code, ranks 1-3. */
#include <stdio.h>
int main(void)
{
    int out[6] = {0};
    array_view<int, 1> o(6, out);
    extent<1> e(10);
    extent<2> e2(5, 7);
    parallel_for_each(extent<1>(1), [=](index<1> i) restrict(amp) {
        o[0] = e.tile<4>().size();
        o[1] = e.tile<4>().pad().size();
        o[2] = e.tile<4>().truncate().size();
        tiled_extent<2, 4> t = e2.tile<2, 4>();
        o[3] = t.pad()[0] * 100 + t.pad()[1];
        o[4] = t.truncate()[0] * 100 + t.truncate()[1];
        o[5] = extent<3>(3, 3, 3).tile<2, 2, 2>().pad().size();
    });
    printf("%d %d %d %d %d %d\n", o[0], o[1], o[2], o[3], o[4], o[5]);
    return 0;
}
