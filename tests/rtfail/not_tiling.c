/* An extent of 10 on tiles of 4, without .pad() or .truncate(). */
// EXPECT-STDERR: 10
// EXPECT-STDERR: 4
// EXPECT-STDERR: tile
#include <stdio.h>

int main(void)
{
    int data[10] = {0};
    array_view<int, 1> v(10, data);
    parallel_for_each(v.extent.tile<4>(), [=](tiled_index<4> idx) restrict(amp) { /* FAILS-HERE */
        v[idx.global] = 1;
    });
    printf("result: %d\n", v[0]);
    return 0;
}
