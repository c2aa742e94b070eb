/* (2) matrix multiply, hand-written OpenCL: `matmul_hand N ITERS [tiled|naive]`. */
#include "bench.h"
#include "clbench.h"
#include "reference.h"
#include "hand_cl.h"

#define TS 16

int main(int argc, char **argv)
{
    double t_start = bench_now();
    int n = bench_arg(argc, argv, 1, 1024), iters = bench_arg(argc, argv, 2, 10);
    int naive = argc > 3 && strcmp(argv[3], "naive") == 0;
    if (n % TS) { fprintf(stderr, "size must be a multiple of %d\n", TS); return 1; }
    size_t count = (size_t)n * n, bytes = count * sizeof(float);
    float *a = bench_alloc(bytes), *b = bench_alloc(bytes), *c = bench_alloc(bytes);
    bench_fill(a, count, 1);
    bench_fill(b, count, 2);

    clb cl;
    clb_init(&cl);
    cl_program prog = clb_build_source(&cl, KERNEL_SOURCE, "-cl-std=CL1.2");
    cl_kernel k = clb_kernel(prog, naive ? "matmul_naive" : "matmul_tiled");
    cl_mem d_a = clb_buffer(&cl, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, bytes, a);
    cl_mem d_b = clb_buffer(&cl, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, bytes, b);
    cl_mem d_c = clb_buffer(&cl, CL_MEM_WRITE_ONLY, bytes, NULL);
    clb_args(k, 4, sizeof(cl_mem), &d_a, sizeof(cl_mem), &d_b, sizeof(cl_mem), &d_c, sizeof(int), &n);
    size_t global[2] = {(size_t)n, (size_t)n}, local[2] = {TS, TS};

    clb_run(&cl, k, 2, global, local); /* warm-up */
    clFinish(cl.queue);
    double t0 = bench_now();
    for (int i = 0; i < iters; i++)
        clb_run(&cl, k, 2, global, local);
    clFinish(cl.queue);
    double t1 = bench_now();
    clb_read(&cl, d_c, bytes, c);
    double t_end = bench_now();

    if (bench_should_check()) {
        float *want = bench_alloc(bytes);
        ref_matmul(a, b, want, n);
        bench_check("matmul", c, want, count, 1e-4);
    }
    char size[64];
    snprintf(size, sizeof size, "%dx%d", n, n);
    bench_report(naive ? "matmul_naive" : "matmul_tiled", "opencl", size, iters, t1 - t0, t_end - t_start, NULL);
    return 0;
}
