/* (1) The seed's tile average (C++ AMP "Using Tiles") in AMP C, at benchmark
 * size: 16x16 tiles, averages in a device-resident array as in the seed. One
 * change from the seed: the sum is kept in a register and stored once, as the
 * hand-written kernel does, instead of `averages(...) +=` per element. */
#include "bench.h"
#include "reference.h"
#include "amp_bench.h"

#define TS 16

int main(int argc, char **argv)
{
    double t_start = bench_now();
    int n = bench_arg(argc, argv, 1, 4096), iters = bench_arg(argc, argv, 2, 10);
    if (n % TS) { fprintf(stderr, "size must be a multiple of %d\n", TS); return 1; }
    size_t count = (size_t)n * n, tiles = (size_t)(n / TS) * (n / TS);
    float *in = bench_alloc(count * sizeof(float)), *avg = bench_alloc(tiles * sizeof(float));
    bench_fill(in, count, 1);
    int fence_host[1] = {0};

    array_view<const float, 2> matrix(n, n, in);
    extent<2> tile_grid(n / TS, n / TS);
    array<float, 2> averages(tile_grid);
    array_view<int, 1> fence(1, fence_host);

    double t0 = 0.0;
    for (int i = -1; i < iters; i++) { /* i == -1 is the warm-up run */
        if (i == 0) {
            amp_wait(fence);
            t0 = bench_now();
        }
        parallel_for_each(matrix.extent.tile<TS, TS>(), [=, &averages](tiled_index<TS, TS> t_idx) restrict(amp) {
            tile_static float tileValues[TS][TS];
            tileValues[t_idx.local[0]][t_idx.local[1]] = matrix[t_idx.global];
            t_idx.barrier.wait();
            if (t_idx.local[0] == 0 && t_idx.local[1] == 0) {
                float sum = 0.0f;
                for (int trow = 0; trow < TS; trow++)
                    for (int tcol = 0; tcol < TS; tcol++)
                        sum += tileValues[trow][tcol];
                averages(t_idx.tile[0], t_idx.tile[1]) = sum / (float)(TS * TS);
            }
        });
    }
    amp_wait(fence);
    double t1 = bench_now();
    averages.copy_to(avg);
    double t_end = bench_now();

    if (bench_should_check()) {
        float *want = bench_alloc(tiles * sizeof(float));
        ref_tile_average(in, want, n, TS);
        bench_check("tile_average", avg, want, tiles, 1e-5);
    }
    char size[64], extra[128];
    snprintf(size, sizeof size, "%dx%d", n, n);
    /* The least traffic: the matrix once up, the averages once down, plus the
     * two 4-byte fence reads. */
    snprintf(extra, sizeof extra, "min_to_device=%zu min_to_host=%zu", count * sizeof(float),
             tiles * sizeof(float) + 2 * sizeof(int));
    bench_report("tile_average", "ampcc", size, iters, t1 - t0, t_end - t_start, extra);
    return 0;
}
