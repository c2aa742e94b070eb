/* Rank 1: extent<1>, index<1>, array_view<int, 1> over host data, v[idx]. */
#include <stdio.h>

int main(void)
{
    int data[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    array_view<int, 1> v(8, data);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        v[i] = v[i] * 10 + i[0];
    });
    for (int i = 0; i < 8; i++)
        printf("%d ", v[i]);
    printf("\n");
    extent<1> e(8);
    printf("size %d, extent[0] %d\n", (int)e.size(), v.extent[0]);
    return 0;
}
