/* (6) launch cost in AMP C: `launch_amp LAUNCHES` empty kernels of 256
 * threads, then one wait (amp_wait), as the raw loop ends in one clFinish. */
#include "bench.h"
#include "amp_bench.h"

#define WARMUP 100

int main(int argc, char **argv)
{
    double t_start = bench_now();
    int launches = bench_arg(argc, argv, 1, 10000);
    char size[32];
    snprintf(size, sizeof size, "%d", launches);
    int fence_host[1] = {0};
    array_view<int, 1> fence(1, fence_host);

    double t0 = 0.0;
    for (int i = -WARMUP; i < launches; i++) { /* i < 0: warm-up launches */
        if (i == 0) {
            amp_wait(fence);
            t0 = bench_now();
        }
        parallel_for_each(extent<1>(256), [=](index<1> idx) restrict(amp) {});
    }
    amp_wait(fence);
    double t1 = bench_now();
    char extra[128];
    snprintf(extra, sizeof extra, "min_to_device=0 min_to_host=%zu", 2 * sizeof(int));
    bench_report("launch", "ampcc", size, launches, t1 - t0, t1 - t_start, extra);
    return 0;
}
