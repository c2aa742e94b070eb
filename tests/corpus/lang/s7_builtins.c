/* LANGUAGE.md section 7: math, atomics and fences in amp code. */
#include <math.h>

int main(void)
{
    float f[64];
    int counts[4] = {0};
    for (int k = 0; k < 64; k++) f[k] = (float)k;
    array_view<float, 1> v(64, f);
    array_view<int, 1> c(4, counts);
    parallel_for_each(v.extent.tile<16>(), [=](tiled_index<16> t) restrict(amp) {
        tile_static int hits;
        if (t.local[0] == 0)
            hits = 0;
        t.barrier.wait();
        float x = v[t.global];
        v[t.global] = sqrtf(x) + fabsf(-x) + powf(x, 0.5f) + fmaxf(x, 1.0f) + floorf(x) + sinf(x);
        atomic_fetch_add(&hits, 1);
        all_memory_fence(t.barrier);
        tile_static_memory_fence(t.barrier);
        t.barrier.wait_with_all_memory_fence();
        t.barrier.wait_with_global_memory_fence();
        t.barrier.wait_with_tile_static_memory_fence();
        if (t.local[0] == 0)
            atomic_fetch_max(&c[t.tile[0]], hits);
        global_memory_fence(t.barrier);
        int expected = 0;
        atomic_compare_exchange(&c[0], &expected, 1);
        atomic_exchange(&c[1], 2);
    });
    c.synchronize();
    return counts[0];
}
