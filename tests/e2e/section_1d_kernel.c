/* Sections of a rank-1 view used inside one kernel side by side: the two
 * halves of a buffer, added element-wise into a third view. */
#include <stdio.h>

int main(void)
{
    int data[8] = {1, 2, 3, 4, 10, 20, 30, 40};
    int sum[4];
    array_view<const int, 1> all(8, data);
    array_view<const int, 1> lo = all.section(index<1>(0), extent<1>(4));
    array_view<const int, 1> hi = all.section(index<1>(4), extent<1>(4));
    array_view<int, 1> out(4, sum);
    out.discard_data();
    parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
        out[i] = lo[i] + hi[i];
    });
    for (int i = 0; i < 4; i++)
        printf("%d ", out[i]);
    printf("\n");
    return 0;
}
