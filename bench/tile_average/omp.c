/* (1) tile average with OpenMP on the host cores: the same algorithm (each
 * tile summed row by row), tiles shared among threads. */
#include "bench.h"
#include "reference.h"

#define TS 16

static void tile_average_omp(const float *in, float *avg, int n)
{
    int tiles = n / TS;
#pragma omp parallel for collapse(2) schedule(static)
    for (int tr = 0; tr < tiles; tr++)
        for (int tc = 0; tc < tiles; tc++) {
            float sum = 0.0f;
            for (int r = 0; r < TS; r++)
                for (int c = 0; c < TS; c++)
                    sum += in[(size_t)(tr * TS + r) * n + tc * TS + c];
            avg[(size_t)tr * tiles + tc] = sum / (float)(TS * TS);
        }
}

int main(int argc, char **argv)
{
    double t_start = bench_now();
    int n = bench_arg(argc, argv, 1, 4096), iters = bench_arg(argc, argv, 2, 10);
    if (n % TS) { fprintf(stderr, "size must be a multiple of %d\n", TS); return 1; }
    size_t count = (size_t)n * n, tiles = (size_t)(n / TS) * (n / TS);
    float *in = bench_alloc(count * sizeof(float)), *avg = bench_alloc(tiles * sizeof(float));
    bench_fill(in, count, 1);

    tile_average_omp(in, avg, n); /* warm-up */
    double t0 = bench_now();
    for (int i = 0; i < iters; i++)
        tile_average_omp(in, avg, n);
    double t1 = bench_now();
    double t_end = t1;

    if (bench_should_check()) {
        float *want = bench_alloc(tiles * sizeof(float));
        ref_tile_average(in, want, n, TS);
        bench_check("tile_average", avg, want, tiles, 1e-5);
    }
    char size[64];
    snprintf(size, sizeof size, "%dx%d", n, n);
    bench_report("tile_average", "openmp", size, iters, t1 - t0, t_end - t_start, NULL);
    return 0;
}
