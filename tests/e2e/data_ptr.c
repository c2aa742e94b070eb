/* data(): the host pointer, current (results copied back first); for a view of
 * runtime-owned storage it is the only way to the raw elements. */
#include <stdio.h>

int main(void)
{
    array_view<int, 1> owned(extent<1>(6)); /* zero-filled, owned by the runtime */
    int *before = owned.data();
    printf("before: %d %d\n", before[0], before[5]);
    parallel_for_each(owned.extent, [=](index<1> i) restrict(amp) {
        owned[i] += 7 * i[0];
    });
    int *p = owned.data();
    for (int i = 0; i < 6; i++)
        printf("%d ", p[i]);
    printf("\n");

    int host[3] = {1, 2, 3};
    array_view<int, 1> v(3, host);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = -v[i]; });
    int *q = v.data();
    printf("same storage: %d, values %d %d %d\n", q == host, q[0], q[1], q[2]);
    return 0;
}
