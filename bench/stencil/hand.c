/* (5) 5-point stencil iterated on the device, hand-written OpenCL: two
 * buffers, swapped by re-setting the kernel's arguments; nothing crosses the
 * bus between steps. `stencil_hand N STEPS` (STEPS even). */
#include "bench.h"
#include "clbench.h"
#include "reference.h"
#include "hand_cl.h"

#define TS 16
#define WARMUP_STEPS 2

static void step(clb *c, cl_kernel k, cl_mem src, cl_mem dst, int n)
{
    size_t global[2] = {(size_t)n, (size_t)n}, local[2] = {TS, TS};
    clb_args(k, 3, sizeof(cl_mem), &src, sizeof(cl_mem), &dst, sizeof(int), &n);
    clb_run(c, k, 2, global, local);
}

int main(int argc, char **argv)
{
    double t_start = bench_now();
    int n = bench_arg(argc, argv, 1, 4096), steps = bench_arg(argc, argv, 2, 100);
    if (n % TS || steps % 2) { fprintf(stderr, "size must be a multiple of %d, steps even\n", TS); return 1; }
    size_t count = (size_t)n * n, bytes = count * sizeof(float);
    float *grid = bench_alloc(bytes);
    bench_fill(grid, count, 5);

    clb c;
    clb_init(&c);
    cl_program prog = clb_build_source(&c, KERNEL_SOURCE, "-cl-std=CL1.2");
    cl_kernel k = clb_kernel(prog, "stencil5");
    cl_mem d_a = clb_buffer(&c, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, bytes, grid);
    cl_mem d_b = clb_buffer(&c, CL_MEM_READ_WRITE, bytes, NULL);

    step(&c, k, d_a, d_b, n); /* warm-up: the first two steps */
    step(&c, k, d_b, d_a, n);
    clFinish(c.queue);
    double t0 = bench_now();
    for (int s = 0; s < steps; s += 2) {
        step(&c, k, d_a, d_b, n);
        step(&c, k, d_b, d_a, n);
    }
    clFinish(c.queue);
    double t1 = bench_now();
    clb_read(&c, d_a, bytes, grid);
    double t_end = bench_now();

    if (bench_should_check()) {
        float *want = bench_alloc(bytes), *tmp = bench_alloc(bytes);
        bench_fill(want, count, 5);
        ref_stencil(want, tmp, n, WARMUP_STEPS + steps);
        bench_check("stencil", grid, want, count, 1e-5);
    }
    char size[64];
    snprintf(size, sizeof size, "%dx%dx%d", n, n, steps);
    bench_report("stencil", "opencl", size, 1, t1 - t0, t_end - t_start, NULL);
    return 0;
}
