/* A kernel on a section made of whole rows at the start of a 16x16 view
 * moves only those rows: up before the kernel, back at synchronize().
 * Minimum: to_device = to_host = 4 rows of 16 ints. */
#include <stdio.h>

int main(void)
{
    static int data[16][16];
    array_view<int, 2> all(16, 16, &data[0][0]);
    array_view<int, 2> top = all.section(index<2>(0, 0), extent<2>(4, 16));
    parallel_for_each(top.extent, [=](index<2> i) restrict(amp) { top[i] += i[0] * 16 + i[1]; });
    all.synchronize();
    printf("%d %d %d\n", data[0][1], data[3][15], data[4][0]);
    return 0;
}
