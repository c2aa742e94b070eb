/* (3) sum reduction, hand-written OpenCL: `reduce_hand LOG2N ITERS`. */
#include "bench.h"
#include "clbench.h"
#include "reference.h"
#include "reduce.h"
#include "hand_cl.h"

int main(int argc, char **argv)
{
    double t_start = bench_now();
    int log2n = bench_arg(argc, argv, 1, 24), iters = bench_arg(argc, argv, 2, 10);
    int n = 1 << log2n, groups = reduce_groups(n);
    float *in = bench_alloc((size_t)n * sizeof(float)), *partial = bench_alloc((size_t)groups * sizeof(float));
    bench_fill(in, n, 3);

    clb c;
    clb_init(&c);
    cl_program prog = clb_build_source(&c, KERNEL_SOURCE, "-cl-std=CL1.2");
    cl_kernel k = clb_kernel(prog, "reduce_sum");
    cl_mem d_in = clb_buffer(&c, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, (size_t)n * sizeof(float), in);
    cl_mem d_partial = clb_buffer(&c, CL_MEM_WRITE_ONLY, (size_t)groups * sizeof(float), NULL);
    clb_args(k, 3, sizeof(cl_mem), &d_in, sizeof(cl_mem), &d_partial, sizeof(int), &n);
    size_t global = (size_t)reduce_threads(n), local = WG;

    clb_run(&c, k, 1, &global, &local); /* warm-up */
    clFinish(c.queue);
    double t0 = bench_now();
    for (int i = 0; i < iters; i++)
        clb_run(&c, k, 1, &global, &local);
    clFinish(c.queue);
    double t1 = bench_now();
    clb_read(&c, d_partial, (size_t)groups * sizeof(float), partial);
    float total = (float)sum_partials(partial, groups);
    double t_end = bench_now();

    if (bench_should_check()) {
        float want = (float)ref_sum(in, n);
        bench_check("reduce", &total, &want, 1, 1e-4);
    }
    char size[64];
    snprintf(size, sizeof size, "2^%d", log2n);
    bench_report("reduce", "opencl", size, iters, t1 - t0, t_end - t_start, NULL);
    return 0;
}
