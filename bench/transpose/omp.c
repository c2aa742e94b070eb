/* (4) transpose with OpenMP: 16x16 blocks (cache-friendly both ways), block
 * rows shared among threads. */
#include "bench.h"
#include "reference.h"

#define TS 16

static void transpose_omp(const float *in, float *out, int n)
{
#pragma omp parallel for schedule(static)
    for (int bi = 0; bi < n; bi += TS)
        for (int bj = 0; bj < n; bj += TS)
            for (int i = bi; i < bi + TS; i++)
                for (int j = bj; j < bj + TS; j++)
                    out[(size_t)j * n + i] = in[(size_t)i * n + j];
}

int main(int argc, char **argv)
{
    double t_start = bench_now();
    int n = bench_arg(argc, argv, 1, 4096), iters = bench_arg(argc, argv, 2, 10);
    if (n % TS) { fprintf(stderr, "size must be a multiple of %d\n", TS); return 1; }
    size_t count = (size_t)n * n, bytes = count * sizeof(float);
    float *in = bench_alloc(bytes), *out = bench_alloc(bytes);
    bench_fill(in, count, 4);

    transpose_omp(in, out, n); /* warm-up */
    double t0 = bench_now();
    for (int i = 0; i < iters; i++)
        transpose_omp(in, out, n);
    double t1 = bench_now();
    double t_end = t1;

    if (bench_should_check()) {
        float *want = bench_alloc(bytes);
        ref_transpose(in, want, n);
        bench_check("transpose", out, want, count, 0.0);
    }
    char size[64];
    snprintf(size, sizeof size, "%dx%d", n, n);
    bench_report("transpose", "openmp", size, iters, t1 - t0, t_end - t_start, NULL);
    return 0;
}
