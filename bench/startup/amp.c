/* (10) start-up overlap: a program that spends PREP_MS (default 300) ms
 * preparing its input before its first kernel, as one that reads or computes
 * its data does. The OpenCL start-up (driver, device, context, then the
 * program's load from the cache or its build) runs on a background thread
 * from before main (runtime/prestart.c), so the time from
 * main's entry to the first kernel's result should be about max(preparation,
 * start-up) plus the kernel, not their sum. `startup_amp [PREP_MS]`; run it
 * with AMPCC_PRESTART=0 for the time without the overlap (bench/startup/run.sh
 * runs both, alternating). */
#include "bench.h"
#include "reference.h"

#define N 256
#define TS 16

/* Fills in[] and then keeps refining it (a deterministic smoothing pass)
 * until prep_ms have passed since `since`; returns the passes made. */
static int prepare_input(float *in, int n, double since, int prep_ms)
{
    int passes = 0;
    bench_fill(in, (size_t)n, 7);
    while ((bench_now() - since) * 1e3 < prep_ms) {
        for (int i = 1; i < n; i++)
            in[i] = 0.5f * (in[i] + in[i - 1]);
        passes++;
    }
    return passes;
}

int main(int argc, char **argv)
{
    double t_start = bench_now();
    int prep_ms = argc > 1 ? atoi(argv[1]) : 300;
    static float in_host[N * N], avg_host[(N / TS) * (N / TS)];
    int passes = prepare_input(in_host, N * N, t_start, prep_ms);
    double t_prepared = bench_now();

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
        bench_check("startup", avg_host, want, (N / TS) * (N / TS), 1e-5);
    }
    char extra[160];
    const char *off = getenv("AMPCC_PRESTART");
    snprintf(extra, sizeof extra, "prep_ms=%.1f after_prep_ms=%.1f passes=%d prestart=%d",
             (t_prepared - t_start) * 1e3, (t_end - t_prepared) * 1e3, passes,
             !(off && strcmp(off, "0") == 0));
    bench_report("startup", "ampcc", "256x256", 1, t_end - t_start, t_end - t_start, extra);
    return 0;
}
