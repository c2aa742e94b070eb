/* Checked mode (AMPCC_CHECK=1, docs/runtime.md) reports only frees that a
 * view's later use would see: host data freed after the view's last need of
 * it is no error. (The failing cases are tests/rtfail/view_data_freed*.c.) */
#include <stdio.h>
#include <stdlib.h>

enum { N = 1 << 18 };   /* 1 MB blocks: malloc maps them, free unmaps them */

/* Synchronized, then freed, then the scope ends: nothing left to copy back. */
static long synchronized_then_freed(void)
{
    int *data = malloc(N * sizeof *data);
    long sum = 0;
    for (int i = 0; i < N; i++)
        data[i] = i % 8;
    array_view<int, 1> v(N, data);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        v[i] *= 2;
    });
    v.synchronize();
    for (int i = 0; i < 8; i++)
        sum += data[i];
    free(data);
    return sum;
}

/* A const view's data freed after the kernel read it, the view still in
 * scope: a const view never copies back. */
static int const_view_freed(void)
{
    int *data = malloc(N * sizeof *data);
    int out[4];
    for (int i = 0; i < N; i++)
        data[i] = 3 * i;
    array_view<const int, 1> in(N, data);
    array_view<int, 1> w(4, out);
    parallel_for_each(w.extent, [=](index<1> i) restrict(amp) {
        w[i] = in[i] + 1;
    });
    free(data);
    return w[3];
}

/* Freeing memory no view uses, while views are live. */
static int unrelated_free(void)
{
    int data[4] = {1, 2, 3, 4};
    array_view<int, 1> v(4, data);
    int *other = malloc(N * sizeof *other);
    other[0] = 7;
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        v[i] += 10;
    });
    int seven = other[0];
    free(other);
    free(malloc(16));
    return v[2] + seven;
}

int main(void)
{
    setenv("AMPCC_CHECK", "1", 1);   /* before the program's first free() */
    printf("synchronized then freed: %ld\n", synchronized_then_freed());
    printf("const view freed: %d\n", const_view_freed());
    printf("unrelated free: %d\n", unrelated_free());
    return 0;
}
