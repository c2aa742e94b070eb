/* .pad() and .truncate() on rank 3: a 3x5x6 extent on 2x2x4 tiles. Padding
 * runs 4x6x8 threads (guarded); truncation runs 2x4x4 and leaves the rest. */
#include <stdio.h>

int main(void)
{
    int a[3 * 5 * 6] = {0}, b[3 * 5 * 6] = {0}, ran[2] = {0};
    array_view<int, 3> pa(3, 5, 6, a), tr(3, 5, 6, b);
    array_view<int, 1> count(2, ran);
    parallel_for_each(pa.extent.tile<2, 2, 4>().pad(), [=](tiled_index<2, 2, 4> t) restrict(amp) {
        atomic_fetch_add(&count[0], 1);
        if (pa.extent.contains(t.global))
            pa[t.global] = 1;
    });
    parallel_for_each(tr.extent.tile<2, 2, 4>().truncate(), [=](tiled_index<2, 2, 4> t) restrict(amp) {
        atomic_fetch_add(&count[1], 1);
        tr[t.global] = 1;
    });
    int sa = 0, sb = 0;
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 5; j++)
            for (int k = 0; k < 6; k++) {
                sa += pa(i, j, k);
                sb += tr(i, j, k);
            }
    printf("pad: %d threads, %d elements; truncate: %d threads, %d elements, tr(2,4,5)=%d tr(1,3,3)=%d\n",
           count[0], sa, count[1], sb, tr(2, 4, 5), tr(1, 3, 3));
    return 0;
}
