/* .pad() in two dimensions, written inline in parallel_for_each: a 5x7 extent
 * on 4x4 tiles runs 8x8 threads; guarded writes fill exactly the 5x7 view,
 * and a per-thread atomic counter counts every thread that ran. */
#include <stdio.h>

int main(void)
{
    int data[5 * 7];
    int ran_data[1] = {0};
    array_view<int, 2> v(5, 7, data);
    array_view<int, 1> ran(1, ran_data);
    v.discard_data();
    parallel_for_each(v.extent.tile<4, 4>().pad(), [=](tiled_index<4, 4> idx) restrict(amp) {
        atomic_fetch_add(&ran[0], 1);
        if (v.extent.contains(idx.global))
            v[idx.global] = idx.tile[0] * 10 + idx.tile[1];
    });
    for (int i = 0; i < 5; i++) {
        for (int j = 0; j < 7; j++)
            printf("%2d ", v(i, j));
        printf("\n");
    }
    printf("threads: %d\n", ran[0]);
    return 0;
}
