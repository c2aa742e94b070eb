/* Rank 2: extent<2>, index<2>, array_view<int, 2>; v(i, j) and v[i][j] on the host. */
#include <stdio.h>

int main(void)
{
    int data[3 * 4];
    extent<2> e(3, 4);
    array_view<int, 2> v(e, data);
    v.discard_data();
    parallel_for_each(e, [=](index<2> idx) restrict(amp) {
        v[idx] = idx[0] * 10 + idx[1];
    });
    for (int i = 0; i < 3; i++) {
        for (int j = 0; j < 4; j++)
            printf("%d/%d ", v(i, j), v[i][j]);
        printf("\n");
    }
    printf("e.size() = %d, e[0] = %d, e[1] = %d\n", (int)e.size(), e[0], e[1]);
    return 0;
}
