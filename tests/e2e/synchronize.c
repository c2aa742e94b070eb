/* synchronize(): after it, the raw host array holds the kernel's results,
 * without any access through the view. */
#include <stdio.h>

int main(void)
{
    float data[2][3] = {{1, 2, 3}, {4, 5, 6}};
    array_view<float, 2> v(2, 3, &data[0][0]);
    parallel_for_each(v.extent, [=](index<2> i) restrict(amp) {
        v[i] = v[i] * 0.5f;
    });
    v.synchronize();
    printf("%g %g %g / %g %g %g\n", data[0][0], data[0][1], data[0][2], data[1][0], data[1][1],
           data[1][2]);
    /* a second kernel, then synchronize again */
    parallel_for_each(v.extent, [=](index<2> i) restrict(amp) {
        v[i] += (float)i[1];
    });
    v.synchronize();
    printf("%g %g %g / %g %g %g\n", data[0][0], data[0][1], data[0][2], data[1][0], data[1][1],
           data[1][2]);
    return 0;
}
