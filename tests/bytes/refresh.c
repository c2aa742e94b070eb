/* refresh(): the host changed the data behind a const view's back, so the
 * whole view goes up again before the next kernel; the output (one int per
 * kernel, read by the host each time) comes back twice.
 * Minimum: to_device = 2 x 256 ints, to_host = 2 x 1 int. */
#include <stdio.h>

#define N 256

int main(void)
{
    static int data[N];
    int sum_data[1];
    for (int i = 0; i < N; i++)
        data[i] = 1;
    array_view<const int, 1> v(N, data);
    array_view<int, 1> sum(1, sum_data);
    sum.discard_data();
    for (int round = 0; round < 2; round++) {
        parallel_for_each(sum.extent, [=](index<1> i) restrict(amp) {
            int s = 0;
            for (int k = 0; k < N; k++)
                s += v[k];
            sum[i] = s;
        });
        printf("%d\n", sum[0]);
        for (int i = 0; i < N; i++)
            data[i] = 2;
        v.refresh();
    }
    return 0;
}
