/* array<T, N> of rank 1, 2 and 3 (empty or from host data), element access
 * with index<N> and with N integers in amp code, atomics on array elements,
 * and copy_to back to the host. */
#include <stdio.h>

int main(void)
{
    int src2[2][3] = {{1, 2, 3}, {4, 5, 6}};
    array<int, 1> counter(extent<1>(1));
    array<int, 2> m(2, 3, &src2[0][0]);
    array<float, 3> cube(extent<3>(2, 2, 2));

    parallel_for_each(extent<3>(2, 2, 2), [&counter, &m, &cube](index<3> i) restrict(amp) {
        cube[i] = (float)(i[0] * 4 + i[1] * 2 + i[2]) * 0.5f;
        atomic_fetch_add(&counter[index<1>(0)], 1);
        if (i[2] == 0)
            atomic_fetch_add(&m(i[0], i[1]), 10);
    });
    int c[1], mm[2][3];
    float fc[8];
    counter.copy_to(c);
    m.copy_to(&mm[0][0]);
    cube.copy_to(fc);
    printf("counter %d\n", c[0]);
    printf("m: %d %d %d / %d %d %d\n", mm[0][0], mm[0][1], mm[0][2], mm[1][0], mm[1][1], mm[1][2]);
    for (int k = 0; k < 8; k++)
        printf("%g ", fc[k]);
    printf("\nranks %d %d %d\n", counter.extent[0], m.extent[1], cube.extent[2]);
    return 0;
}
