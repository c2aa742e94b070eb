/* A 2-D extent known only at run time: 6 x 9 on 2x4 tiles (9 is not a
 * multiple of 4). */
// EXPECT-STDERR: 9
// EXPECT-STDERR: tile
#include <stdio.h>

int main(int argc, char **argv)
{
    (void)argv;
    int rows = 5 + argc, cols = 8 + argc;
    int data[6 * 9] = {0};
    array_view<int, 2> v(rows, cols, data);
    parallel_for_each(v.extent.tile<2, 4>(), [=](tiled_index<2, 4> idx) restrict(amp) { /* FAILS-HERE */
        v[idx.global] = idx.local[0];
    });
    printf("result: %d\n", v(0, 0));
    return 0;
}
