/* (2) tiled matrix multiply in AMP C: 16x16 tiles of A and B staged in
 * tile_static memory, the classic C++ AMP sample. */
#include "bench.h"
#include "reference.h"
#include "amp_bench.h"

#define TS 16

int main(int argc, char **argv)
{
    double t_start = bench_now();
    int n = bench_arg(argc, argv, 1, 1024), iters = bench_arg(argc, argv, 2, 10);
    if (n % TS) { fprintf(stderr, "size must be a multiple of %d\n", TS); return 1; }
    size_t count = (size_t)n * n, bytes = count * sizeof(float);
    float *a_host = bench_alloc(bytes), *b_host = bench_alloc(bytes), *c_host = bench_alloc(bytes);
    bench_fill(a_host, count, 1);
    bench_fill(b_host, count, 2);
    int fence_host[1] = {0};

    array_view<const float, 2> a(n, n, a_host);
    array_view<const float, 2> b(n, n, b_host);
    array_view<float, 2> c(n, n, c_host);
    array_view<int, 1> fence(1, fence_host);
    c.discard_data();

    double t0 = 0.0;
    for (int i = -1; i < iters; i++) { /* i == -1 is the warm-up run */
        if (i == 0) {
            amp_wait(fence);
            t0 = bench_now();
        }
        parallel_for_each(c.extent.tile<TS, TS>(), [=](tiled_index<TS, TS> idx) restrict(amp) {
            tile_static float as[TS][TS];
            tile_static float bs[TS][TS];
            int row = idx.local[0], col = idx.local[1];
            float acc = 0.0f;
            for (int t = 0; t < n; t += TS) {
                as[row][col] = a(idx.global[0], t + col);
                bs[row][col] = b(t + row, idx.global[1]);
                idx.barrier.wait();
                for (int k = 0; k < TS; k++)
                    acc += as[row][k] * bs[k][col];
                idx.barrier.wait();
            }
            c[idx.global] = acc;
        });
    }
    amp_wait(fence);
    double t1 = bench_now();
    c.synchronize();
    double t_end = bench_now();

    if (bench_should_check()) {
        float *want = bench_alloc(bytes);
        ref_matmul(a_host, b_host, want, n);
        bench_check("matmul", c_host, want, count, 1e-4);
    }
    char size[64], extra[128];
    snprintf(size, sizeof size, "%dx%d", n, n);
    snprintf(extra, sizeof extra, "min_to_device=%zu min_to_host=%zu", 2 * bytes, bytes + 2 * sizeof(int));
    bench_report("matmul_tiled", "ampcc", size, iters, t1 - t0, t_end - t_start, extra);
    return 0;
}
