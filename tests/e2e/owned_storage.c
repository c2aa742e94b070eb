/* array_view<T, N> v(ext): runtime-owned, zero-filled storage, rank 2 and 3;
 * kernels accumulate into it across launches. */
#include <stdio.h>

int main(void)
{
    extent<2> e(3, 3);
    array_view<int, 2> acc(e);
    for (int round = 1; round <= 3; round++)
        parallel_for_each(e, [=](index<2> i) restrict(amp) {
            acc[i] += round * (i[0] == i[1] ? 1 : 0);
        });
    for (int i = 0; i < 3; i++)
        printf("%d %d %d\n", acc(i, 0), acc(i, 1), acc(i, 2));

    array_view<float, 3> cube(extent<3>(2, 2, 2));
    printf("cube before: %g\n", cube(1, 1, 1));
    parallel_for_each(cube.extent, [=](index<3> i) restrict(amp) {
        cube[i] = (float)(i[0] + i[1] + i[2]) / 2.0f;
    });
    printf("cube after: %g %g %g\n", cube(0, 0, 0), cube(0, 1, 1), cube(1, 1, 1));
    return 0;
}
