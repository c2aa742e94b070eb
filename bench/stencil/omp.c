/* (5) 5-point stencil with OpenMP: two grids, rows shared among threads. */
#include "bench.h"
#include "reference.h"

#define WARMUP_STEPS 2

static void step_omp(const float *src, float *dst, int n)
{
#pragma omp parallel for schedule(static)
    for (int i = 0; i < n; i++) {
        const float *s = src + (size_t)i * n;
        float *d = dst + (size_t)i * n;
        if (i == 0 || i == n - 1) {
            memcpy(d, s, sizeof(float) * n);
            continue;
        }
        d[0] = s[0];
#pragma omp simd
        for (int j = 1; j < n - 1; j++)
            d[j] = 0.2f * (s[j] + s[j - n] + s[j + n] + s[j - 1] + s[j + 1]);
        d[n - 1] = s[n - 1];
    }
}

int main(int argc, char **argv)
{
    double t_start = bench_now();
    int n = bench_arg(argc, argv, 1, 4096), steps = bench_arg(argc, argv, 2, 100);
    if (steps % 2) { fprintf(stderr, "steps must be even\n"); return 1; }
    size_t count = (size_t)n * n, bytes = count * sizeof(float);
    float *grid = bench_alloc(bytes), *tmp = bench_alloc(bytes);
    bench_fill(grid, count, 5);

    step_omp(grid, tmp, n); /* warm-up: the first two steps */
    step_omp(tmp, grid, n);
    double t0 = bench_now();
    for (int s = 0; s < steps; s += 2) {
        step_omp(grid, tmp, n);
        step_omp(tmp, grid, n);
    }
    double t1 = bench_now();
    double t_end = t1;

    if (bench_should_check()) {
        float *want = bench_alloc(bytes);
        bench_fill(want, count, 5);
        ref_stencil(want, tmp, n, WARMUP_STEPS + steps);
        bench_check("stencil", grid, want, count, 1e-5);
    }
    char size[64];
    snprintf(size, sizeof size, "%dx%dx%d", n, n, steps);
    bench_report("stencil", "openmp", size, 1, t1 - t0, t_end - t_start, NULL);
    return 0;
}
