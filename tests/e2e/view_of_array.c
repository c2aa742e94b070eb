/* array_view<T, N> v(arr): a view of an array's device data. Kernels write
 * through the view; host element access on the view copies back. An array is
 * passed to cpu functions by pointer. */
#include <stdio.h>

static void fill(array<float, 1> *arr, float base)
{
    array_view<float, 1> v(*arr);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        v[i] = base + (float)i[0] * 0.25f;
    });
}

static float total(array<float, 1> *arr)
{
    float host[8];
    arr->copy_to(host);
    float s = 0;
    for (int i = 0; i < arr->extent[0]; i++)
        s += host[i];
    return s;
}

int main(void)
{
    array<float, 1> a(extent<1>(8));
    fill(&a, 1.0f);
    printf("total %g\n", total(&a));
    array_view<const float, 1> ro(a);
    printf("ro[3] = %g, ro[7] = %g\n", ro[3], ro[7]);
    return 0;
}
