/* The kernels of a translation unit are built once per process (two
 * launches, one build) and cached on disk: a second run builds nothing. */
#include <stdio.h>

int main(void)
{
    int data[4] = {1, 2, 3, 4};
    array_view<int, 1> v(4, data);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] *= 7; });
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] += 1; });
    printf("%d %d\n", v[0], v[3]);
    return 0;
}
