/* (2) matrix multiply with OpenMP: rows shared among threads, i-k-j loop order
 * so the inner loop streams rows of B and C and vectorises. The host's
 * counterpart of both device versions. */
#include "bench.h"
#include "reference.h"

static void matmul_omp(const float *a, const float *b, float *c, int n)
{
#pragma omp parallel for schedule(static)
    for (int i = 0; i < n; i++) {
        float *crow = c + (size_t)i * n;
        for (int j = 0; j < n; j++)
            crow[j] = 0.0f;
        for (int k = 0; k < n; k++) {
            float aik = a[(size_t)i * n + k];
            const float *brow = b + (size_t)k * n;
#pragma omp simd
            for (int j = 0; j < n; j++)
                crow[j] += aik * brow[j];
        }
    }
}

int main(int argc, char **argv)
{
    double t_start = bench_now();
    int n = bench_arg(argc, argv, 1, 1024), iters = bench_arg(argc, argv, 2, 10);
    size_t count = (size_t)n * n, bytes = count * sizeof(float);
    float *a = bench_alloc(bytes), *b = bench_alloc(bytes), *c = bench_alloc(bytes);
    bench_fill(a, count, 1);
    bench_fill(b, count, 2);

    matmul_omp(a, b, c, n); /* warm-up */
    double t0 = bench_now();
    for (int i = 0; i < iters; i++)
        matmul_omp(a, b, c, n);
    double t1 = bench_now();
    double t_end = t1;

    if (bench_should_check()) {
        float *want = bench_alloc(bytes);
        ref_matmul(a, b, want, n);
        bench_check("matmul", c, want, count, 1e-4);
    }
    char size[64];
    snprintf(size, sizeof size, "%dx%d", n, n);
    bench_report("matmul", "openmp", size, iters, t1 - t0, t_end - t_start, NULL);
    return 0;
}
