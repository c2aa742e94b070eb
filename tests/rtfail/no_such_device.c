/* AMPCC_DEVICE names a device that does not exist. */
// RUN-ENV: AMPCC_DEVICE=no-such-accelerator-xyz
// EXPECT-STDERR: no-such-accelerator-xyz
#include <stdio.h>

int main(void)
{
    int data[4] = {1, 2, 3, 4};
    array_view<int, 1> v(4, data);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { /* FAILS-HERE */
        v[i] *= 2;
    });
    printf("result: %d\n", v[0]);
    return 0;
}
