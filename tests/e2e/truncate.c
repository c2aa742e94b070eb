/* .truncate(): an extent of 10 on tiles of 4 runs 8 threads; elements 8 and 9
 * keep their host values. */
#include <stdio.h>

int main(void)
{
    int data[10] = {-1, -1, -1, -1, -1, -1, -1, -1, -1, -1};
    array_view<int, 1> v(10, data);
    tiled_extent<4> cut = v.extent.tile<4>().truncate();
    printf("truncated extent %d\n", cut[0]);
    parallel_for_each(cut, [=](tiled_index<4> idx) restrict(amp) {
        v[idx.global] = idx.tile[0];
    });
    for (int i = 0; i < 10; i++)
        printf("%d ", v[i]);
    printf("\n");
    return 0;
}
