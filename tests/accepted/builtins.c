// Section 7 built-ins: math, atomics, fences.
#include <math.h>
void run(float *data, int *hist, unsigned *flags) {
    array_view<float, 1> v(64, data);
    array_view<int, 1> h(16, hist);
    array_view<unsigned int, 1> fl(4, flags);
    parallel_for_each(v.extent.tile<16>(), [=](tiled_index<16> t) restrict(amp) {
        tile_static int local_count;
        if (t.local[0] == 0)
            local_count = 0;
        t.barrier.wait();
        float x = v[t.global];
        float y = sqrtf(fabsf(x)) + powf(x, 2.0f) + expf(x) + floorf(x) + fmaxf(x, 0.0f);
        double d = sqrt((double)x) + pow(2.0, 3.0) + fabs(-1.0) + fmin(1.0, 2.0) + fma(1.0, 2.0, 3.0) + atan2(1.0, 2.0);
        atomic_fetch_add(&local_count, 1);
        atomic_fetch_inc(&h[t.local[0]]);
        atomic_fetch_max(&h[0], (int)y);
        atomic_fetch_or(&fl[0], 1u);
        int expected = 0;
        atomic_compare_exchange(&h[1], &expected, 5);
        float old = atomic_exchange(&v[t.global], y + (float)d);
        all_memory_fence(t.barrier);
        global_memory_fence(t.barrier);
        tile_static_memory_fence(t.barrier);
        t.barrier.wait();
        if (t.local[0] == 0)
            h[t.tile[0]] += local_count + (int)old;
    });
}
