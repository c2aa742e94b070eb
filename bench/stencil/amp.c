/* (5) 5-point stencil iterated on the device in AMP C. The grid is an
 * array_view of host data, the other buffer a view of a device-resident array,
 * so the runtime moves the grid up once and down once, and nothing in between.
 * `stencil_amp N STEPS` (STEPS even). */
#include "bench.h"
#include "reference.h"
#include "amp_bench.h"

#define WARMUP_STEPS 2

/* dst at idx from src: the 5-point average inside, a copy on the border. */
static void stencil_point(array_view<float, 2> src, array_view<float, 2> dst, index<2> idx, int n) restrict(amp)
{
    int i = idx[0], j = idx[1];
    if (i == 0 || j == 0 || i == n - 1 || j == n - 1)
        dst[idx] = src[idx];
    else
        dst[idx] = 0.2f * (src(i, j) + src(i - 1, j) + src(i + 1, j) + src(i, j - 1) + src(i, j + 1));
}

int main(int argc, char **argv)
{
    double t_start = bench_now();
    int n = bench_arg(argc, argv, 1, 4096), steps = bench_arg(argc, argv, 2, 100);
    if (steps % 2) { fprintf(stderr, "steps must be even\n"); return 1; }
    size_t count = (size_t)n * n, bytes = count * sizeof(float);
    float *grid = bench_alloc(bytes);
    bench_fill(grid, count, 5);
    int fence_host[1] = {0};

    array_view<float, 2> a(n, n, grid);
    array<float, 2> scratch(a.extent);
    array_view<float, 2> b(scratch);
    array_view<int, 1> fence(1, fence_host);

    double t0 = 0.0;
    for (int s = -WARMUP_STEPS; s < steps; s += 2) { /* s < 0: the warm-up steps */
        if (s == 0) {
            amp_wait(fence);
            t0 = bench_now();
        }
        parallel_for_each(a.extent, [=](index<2> idx) restrict(amp) { stencil_point(a, b, idx, n); });
        parallel_for_each(a.extent, [=](index<2> idx) restrict(amp) { stencil_point(b, a, idx, n); });
    }
    amp_wait(fence);
    double t1 = bench_now();
    a.synchronize();
    double t_end = bench_now();

    if (bench_should_check()) {
        float *want = bench_alloc(bytes), *tmp = bench_alloc(bytes);
        bench_fill(want, count, 5);
        ref_stencil(want, tmp, n, WARMUP_STEPS + steps);
        bench_check("stencil", grid, want, count, 1e-5);
    }
    char size[64], extra[128];
    snprintf(size, sizeof size, "%dx%dx%d", n, n, steps);
    snprintf(extra, sizeof extra, "min_to_device=%zu min_to_host=%zu", bytes, bytes + 2 * sizeof(int));
    bench_report("stencil", "ampcc", size, 1, t1 - t0, t_end - t_start, extra);
    return 0;
}
