/* (7) time to first kernel with OpenMP on the host cores: the same tile
 * average on 256x256 as amp.c, from main's entry until the result is in
 * memory. It is what "the kernel itself" costs the first time on these
 * cores (the OpenMP team is started by the first parallel region), next to
 * which the host device's time to its first result is read. */
#include "bench.h"
#include "reference.h"

#define N 256
#define TS 16

int main(void)
{
    double t_start = bench_now();
    static float in_host[N * N], avg_host[(N / TS) * (N / TS)];
    bench_fill(in_host, N * N, 7);

    int tiles = N / TS;
#pragma omp parallel for collapse(2) schedule(static)
    for (int tr = 0; tr < tiles; tr++)
        for (int tc = 0; tc < tiles; tc++) {
            float sum = 0.0f;
            for (int r = 0; r < TS; r++)
                for (int c = 0; c < TS; c++)
                    sum += in_host[(tr * TS + r) * N + tc * TS + c];
            avg_host[tr * tiles + tc] = sum / (float)(TS * TS);
        }
    double t_end = bench_now();

    if (bench_should_check()) {
        static float want[(N / TS) * (N / TS)];
        ref_tile_average(in_host, want, N, TS);
        bench_check("first_kernel", avg_host, want, (N / TS) * (N / TS), 1e-5);
    }
    bench_report("first_kernel", "openmp", "256x256", 1, t_end - t_start, t_end - t_start, NULL);
    return 0;
}
