/* (4) transpose through tile_static memory in AMP C: a 16x16 tile is read
 * row by row, and written transposed row by row (the +1 column of padding
 * avoids bank conflicts on the column reads). */
#include "bench.h"
#include "reference.h"
#include "amp_bench.h"

#define TS 16

int main(int argc, char **argv)
{
    double t_start = bench_now();
    int n = bench_arg(argc, argv, 1, 4096), iters = bench_arg(argc, argv, 2, 10);
    if (n % TS) { fprintf(stderr, "size must be a multiple of %d\n", TS); return 1; }
    size_t count = (size_t)n * n, bytes = count * sizeof(float);
    float *in_host = bench_alloc(bytes), *out_host = bench_alloc(bytes);
    bench_fill(in_host, count, 4);
    int fence_host[1] = {0};

    array_view<const float, 2> in(n, n, in_host);
    array_view<float, 2> out(n, n, out_host);
    array_view<int, 1> fence(1, fence_host);
    out.discard_data();

    double t0 = 0.0;
    for (int i = -1; i < iters; i++) { /* i == -1 is the warm-up run */
        if (i == 0) {
            amp_wait(fence);
            t0 = bench_now();
        }
        parallel_for_each(in.extent.tile<TS, TS>(), [=](tiled_index<TS, TS> idx) restrict(amp) {
            tile_static float tile[TS][TS + 1];
            int r = idx.local[0], c = idx.local[1];
            tile[r][c] = in[idx.global];
            idx.barrier.wait();
            out(idx.tile_origin[1] + r, idx.tile_origin[0] + c) = tile[c][r];
        });
    }
    amp_wait(fence);
    double t1 = bench_now();
    out.synchronize();
    double t_end = bench_now();

    if (bench_should_check()) {
        float *want = bench_alloc(bytes);
        ref_transpose(in_host, want, n);
        bench_check("transpose", out_host, want, count, 0.0);
    }
    char size[64], extra[128];
    snprintf(size, sizeof size, "%dx%d", n, n);
    snprintf(extra, sizeof extra, "min_to_device=%zu min_to_host=%zu", bytes, bytes + 2 * sizeof(int));
    bench_report("transpose", "ampcc", size, iters, t1 - t0, t_end - t_start, extra);
    return 0;
}
