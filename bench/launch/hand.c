/* (6) launch cost, raw OpenCL: `launch_hand LAUNCHES`. Two loops over an
 * empty kernel of 256 work-items:
 *   launch       clEnqueueNDRangeKernel LAUNCHES times, then one clFinish
 *                (what ampcc's launches do: they never wait);
 *   launch_sync  clEnqueueNDRangeKernel + clFinish each time (round trip). */
#include "bench.h"
#include "clbench.h"
#include "hand_cl.h"

#define WARMUP 100

int main(int argc, char **argv)
{
    double t_start = bench_now();
    int launches = bench_arg(argc, argv, 1, 10000);
    char size[32];
    snprintf(size, sizeof size, "%d", launches);
    clb c;
    clb_init(&c);
    cl_program prog = clb_build_source(&c, KERNEL_SOURCE, "-cl-std=CL1.2");
    cl_kernel k = clb_kernel(prog, "empty");
    size_t global = 256;

    for (int i = 0; i < WARMUP; i++)
        clb_run(&c, k, 1, &global, NULL);
    clFinish(c.queue);

    double t0 = bench_now();
    for (int i = 0; i < launches; i++)
        clb_run(&c, k, 1, &global, NULL);
    clFinish(c.queue);
    double t1 = bench_now();
    bench_report("launch", "opencl", size, launches, t1 - t0, t1 - t_start, NULL);

    t0 = bench_now();
    for (int i = 0; i < launches; i++) {
        clb_run(&c, k, 1, &global, NULL);
        clFinish(c.queue);
    }
    t1 = bench_now();
    bench_report("launch_sync", "opencl", size, launches, t1 - t0, t1 - t_start, NULL);
    return 0;
}
