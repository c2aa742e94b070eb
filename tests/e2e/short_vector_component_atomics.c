/* Atomics on a component of an int_2 in a view: &cv[0].y is a pointer to the
 * component (int_2 is OpenCL's int2 in the kernel, whose components have no
 * address in OpenCL C; ampcc writes ((__global int *)&v + 1)). 64
 * work-items add 1 to x and 2 to y: expected 64 128. */
#include <stdio.h>
int main(void)
{
    int_2 cnt[1] = {{0, 0}};
    array_view<int_2, 1> cv(1, cnt);
    parallel_for_each(extent<1>(64), [=](index<1> i) restrict(amp) {
        atomic_fetch_add(&cv[0].y, 2);
        int *px = &cv[0].x;
        atomic_fetch_add(px, 1);
    });
    printf("%d %d\n", cv[0].x, cv[0].y);
    return 0;
}
