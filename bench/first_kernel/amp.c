/* (7) time to first kernel in AMP C: from main's entry until the first
 * kernel's result is in host memory. The kernel is workload (1)'s tile average
 * on 256x256. Run with an empty kernel cache (cold: the runtime builds the
 * program) and again with the cache it left (warm: the runtime loads the
 * binary); AMPCC_STATS=1 shows builds=1 or builds=0. */
#include "bench.h"
#include "reference.h"

#define N 256
#define TS 16

int main(int argc, char **argv)
{
    double t_start = bench_now();
    static float in_host[N * N], avg_host[(N / TS) * (N / TS)];
    bench_fill(in_host, N * N, 7);

    array_view<const float, 2> matrix(N, N, in_host);
    array_view<float, 2> averages(N / TS, N / TS, avg_host);
    averages.discard_data();
    parallel_for_each(matrix.extent.tile<TS, TS>(), [=](tiled_index<TS, TS> t_idx) restrict(amp) {
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
    averages.synchronize();
    double t_end = bench_now();

    if (bench_should_check()) {
        static float want[(N / TS) * (N / TS)];
        ref_tile_average(in_host, want, N, TS);
        bench_check("first_kernel", avg_host, want, (N / TS) * (N / TS), 1e-5);
    }
    bench_report("first_kernel", "ampcc", "256x256", 1, t_end - t_start, t_end - t_start, NULL);
    return 0;
}
