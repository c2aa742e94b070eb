/* (3) sum reduction with OpenMP: each thread adds its share in float (as the
 * devices do), vectorised; OpenMP combines the threads' sums. */
#include "bench.h"
#include "reference.h"

static float sum_omp(const float *in, int n)
{
    float s = 0.0f;
#pragma omp parallel for simd reduction(+ : s) schedule(static)
    for (int i = 0; i < n; i++)
        s += in[i];
    return s;
}

int main(int argc, char **argv)
{
    double t_start = bench_now();
    int log2n = bench_arg(argc, argv, 1, 24), iters = bench_arg(argc, argv, 2, 10);
    int n = 1 << log2n;
    float *in = bench_alloc((size_t)n * sizeof(float));
    bench_fill(in, n, 3);

    volatile float sink = sum_omp(in, n); /* warm-up */
    double t0 = bench_now();
    float total = 0.0f;
    for (int i = 0; i < iters; i++)
        total = sum_omp(in, n);
    double t1 = bench_now();
    double t_end = t1;
    (void)sink;

    if (bench_should_check()) {
        float want = (float)ref_sum(in, n);
        bench_check("reduce", &total, &want, 1, 1e-4);
    }
    char size[64];
    snprintf(size, sizeof size, "2^%d", log2n);
    bench_report("reduce", "openmp", size, iters, t1 - t0, t_end - t_start, NULL);
    return 0;
}
