/* (3) tiled sum reduction in AMP C: each thread adds a grid-strided slice,
 * each 256-thread tile reduces in tile_static memory by halving, and thread 0
 * of the tile writes the partial sum; the host adds the partial sums. */
#include "bench.h"
#include "reference.h"
#include "amp_bench.h"
#include "reduce.h"

int main(int argc, char **argv)
{
    double t_start = bench_now();
    int log2n = bench_arg(argc, argv, 1, 24), iters = bench_arg(argc, argv, 2, 10);
    int n = 1 << log2n, threads = reduce_threads(n), groups = reduce_groups(n);
    float *in_host = bench_alloc((size_t)n * sizeof(float));
    float *partial_host = bench_alloc((size_t)groups * sizeof(float));
    bench_fill(in_host, n, 3);
    int fence_host[1] = {0};

    array_view<const float, 1> in(n, in_host);
    array_view<float, 1> partial(groups, partial_host);
    array_view<int, 1> fence(1, fence_host);
    partial.discard_data();

    double t0 = 0.0;
    for (int i = -1; i < iters; i++) { /* i == -1 is the warm-up run */
        if (i == 0) {
            amp_wait(fence);
            t0 = bench_now();
        }
        parallel_for_each(extent<1>(threads).tile<WG>(), [=](tiled_index<WG> idx) restrict(amp) {
            tile_static float scratch[WG];
            int lid = idx.local[0];
            float s = 0.0f;
            for (int k = idx.global[0]; k < n; k += threads)
                s += in(k);
            scratch[lid] = s;
            idx.barrier.wait();
            for (int off = WG / 2; off > 0; off >>= 1) {
                if (lid < off)
                    scratch[lid] += scratch[lid + off];
                idx.barrier.wait();
            }
            if (lid == 0)
                partial(idx.tile[0]) = scratch[0];
        });
    }
    amp_wait(fence);
    double t1 = bench_now();
    partial.synchronize();
    float total = (float)sum_partials(partial_host, groups);
    double t_end = bench_now();

    if (bench_should_check()) {
        float want = (float)ref_sum(in_host, n);
        bench_check("reduce", &total, &want, 1, 1e-4);
    }
    char size[64], extra[128];
    snprintf(size, sizeof size, "2^%d", log2n);
    snprintf(extra, sizeof extra, "min_to_device=%zu min_to_host=%zu", (size_t)n * sizeof(float),
             (size_t)groups * sizeof(float) + 2 * sizeof(int));
    bench_report("reduce", "ampcc", size, iters, t1 - t0, t_end - t_start, extra);
    return 0;
}
