/* (1) tile average, hand-written OpenCL host code: buffers created once, the
 * input uploaded at creation, no clFinish inside the timed loop. */
#include "bench.h"
#include "clbench.h"
#include "reference.h"
#include "hand_cl.h"

#define TS 16

int main(int argc, char **argv)
{
    double t_start = bench_now();
    int n = bench_arg(argc, argv, 1, 4096), iters = bench_arg(argc, argv, 2, 10);
    if (n % TS) { fprintf(stderr, "size must be a multiple of %d\n", TS); return 1; }
    size_t count = (size_t)n * n, tiles = (size_t)(n / TS) * (n / TS);
    float *in = bench_alloc(count * sizeof(float)), *avg = bench_alloc(tiles * sizeof(float));
    bench_fill(in, count, 1);

    clb c;
    clb_init(&c);
    cl_program prog = clb_build_source(&c, KERNEL_SOURCE, "-cl-std=CL1.2");
    cl_kernel k = clb_kernel(prog, "tile_average");
    cl_mem d_in = clb_buffer(&c, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, count * sizeof(float), in);
    cl_mem d_avg = clb_buffer(&c, CL_MEM_WRITE_ONLY, tiles * sizeof(float), NULL);
    clb_args(k, 3, sizeof(cl_mem), &d_in, sizeof(cl_mem), &d_avg, sizeof(int), &n);
    size_t global[2] = {(size_t)n, (size_t)n}, local[2] = {TS, TS};

    clb_run(&c, k, 2, global, local); /* warm-up */
    clFinish(c.queue);
    double t0 = bench_now();
    for (int i = 0; i < iters; i++)
        clb_run(&c, k, 2, global, local);
    clFinish(c.queue);
    double t1 = bench_now();
    clb_read(&c, d_avg, tiles * sizeof(float), avg);
    double t_end = bench_now();

    if (bench_should_check()) {
        float *want = bench_alloc(tiles * sizeof(float));
        ref_tile_average(in, want, n, TS);
        bench_check("tile_average", avg, want, tiles, 1e-5);
    }
    char size[64];
    snprintf(size, sizeof size, "%dx%d", n, n);
    bench_report("tile_average", "opencl", size, iters, t1 - t0, t_end - t_start, NULL);
    return 0;
}
