/* Rank 3: extent<3> as a value, index<3>, array_view<long, 3>, v(i, j, k), v[i][j][k]. */
#include <stdio.h>

int main(void)
{
    long data[2 * 3 * 4] = {0};
    array_view<long, 3> v(2, 3, 4, data);
    parallel_for_each(extent<3>(2, 3, 4), [=](index<3> idx) restrict(amp) {
        v[idx] = idx[0] * 100 + idx[1] * 10 + idx[2];
    });
    for (int i = 0; i < 2; i++) {
        for (int j = 0; j < 3; j++) {
            for (int k = 0; k < 4; k++)
                printf("%ld ", v(i, j, k));
            printf("| %ld\n", v[i][j][3]);
        }
    }
    printf("extent %d x %d x %d\n", v.extent[0], v.extent[1], v.extent[2]);
    return 0;
}
