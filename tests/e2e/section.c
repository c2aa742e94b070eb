/* v.section(origin, ext): a kernel over a 2x3 window of a 4x5 view writes
 * only that window; indices inside the section start at (0, 0). */
#include <stdio.h>

int main(void)
{
    int data[4][5] = {{0}};
    array_view<int, 2> v(4, 5, &data[0][0]);
    array_view<int, 2> win = v.section(index<2>(1, 2), extent<2>(2, 3));
    printf("section extent %d x %d\n", win.extent[0], win.extent[1]);
    parallel_for_each(win.extent, [=](index<2> idx) restrict(amp) {
        win[idx] = 1 + idx[0] * 3 + idx[1];
    });
    win(0, 0) += 100; /* host write through the section */
    v.synchronize();
    for (int i = 0; i < 4; i++) {
        for (int j = 0; j < 5; j++)
            printf("%3d ", data[i][j]);
        printf("\n");
    }
    printf("win(1, 2) = %d, v(2, 4) = %d\n", win(1, 2), v(2, 4));
    return 0;
}
