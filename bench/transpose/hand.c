/* (4) transpose, hand-written OpenCL: `transpose_hand N ITERS`. */
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
    size_t count = (size_t)n * n, bytes = count * sizeof(float);
    float *in = bench_alloc(bytes), *out = bench_alloc(bytes);
    bench_fill(in, count, 4);

    clb c;
    clb_init(&c);
    cl_program prog = clb_build_source(&c, KERNEL_SOURCE, "-cl-std=CL1.2");
    cl_kernel k = clb_kernel(prog, "transpose");
    cl_mem d_in = clb_buffer(&c, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, bytes, in);
    cl_mem d_out = clb_buffer(&c, CL_MEM_WRITE_ONLY, bytes, NULL);
    clb_args(k, 3, sizeof(cl_mem), &d_in, sizeof(cl_mem), &d_out, sizeof(int), &n);
    size_t global[2] = {(size_t)n, (size_t)n}, local[2] = {TS, TS};

    clb_run(&c, k, 2, global, local); /* warm-up */
    clFinish(c.queue);
    double t0 = bench_now();
    for (int i = 0; i < iters; i++)
        clb_run(&c, k, 2, global, local);
    clFinish(c.queue);
    double t1 = bench_now();
    clb_read(&c, d_out, bytes, out);
    double t_end = bench_now();

    if (bench_should_check()) {
        float *want = bench_alloc(bytes);
        ref_transpose(in, want, n);
        bench_check("transpose", out, want, count, 0.0);
    }
    char size[64];
    snprintf(size, sizeof size, "%dx%d", n, n);
    bench_report("transpose", "opencl", size, iters, t1 - t0, t_end - t_start, NULL);
    return 0;
}
