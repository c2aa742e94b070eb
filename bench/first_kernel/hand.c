/* (7) time to first kernel, hand-written OpenCL: from main's entry until the
 * first kernel's result is in host memory (platform, context, program, buffer,
 * launch, read). The kernel is the tile average of workload (1) on 256x256.
 *   first_kernel_hand source        build from OpenCL C source
 *   first_kernel_hand save FILE     build from source, then save the program
 *                                   binary to FILE (after the timing)
 *   first_kernel_hand binary FILE   load FILE with clCreateProgramWithBinary */
#include "bench.h"
#include "clbench.h"
#include "reference.h"
#include "tile_average/hand_cl.h"

#define N 256
#define TS 16

static cl_program program_from_binary(clb *c, const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) { perror(path); exit(1); }
    fseek(f, 0, SEEK_END);
    size_t size = (size_t)ftell(f);
    rewind(f);
    unsigned char *bin = bench_alloc(size);
    if (fread(bin, 1, size, f) != size) { perror(path); exit(1); }
    fclose(f);
    cl_int err, status;
    const unsigned char *bins[1] = {bin};
    cl_program p = clCreateProgramWithBinary(c->ctx, 1, &c->device, &size, bins, &status, &err);
    clb_check(err, "clCreateProgramWithBinary");
    clb_check(status, "binary status");
    clb_check(clBuildProgram(p, 1, &c->device, "-cl-std=CL1.2", NULL, NULL), "clBuildProgram (binary)");
    return p;
}

static void save_binary(cl_program p, const char *path)
{
    size_t size = 0;
    clb_check(clGetProgramInfo(p, CL_PROGRAM_BINARY_SIZES, sizeof size, &size, NULL), "binary size");
    unsigned char *bin = bench_alloc(size);
    unsigned char *bins[1] = {bin};
    clb_check(clGetProgramInfo(p, CL_PROGRAM_BINARIES, sizeof bins, bins, NULL), "binary");
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(bin, 1, size, f) != size || fclose(f)) { perror(path); exit(1); }
}

int main(int argc, char **argv)
{
    double t_start = bench_now();
    const char *mode = argc > 1 ? argv[1] : "source";
    int from_binary = strcmp(mode, "binary") == 0;
    if ((from_binary || strcmp(mode, "save") == 0) && argc < 3) {
        fprintf(stderr, "usage: %s source | save FILE | binary FILE\n", argv[0]);
        return 1;
    }
    static float in[N * N], avg[(N / TS) * (N / TS)];
    bench_fill(in, N * N, 7);

    clb c;
    clb_init(&c);
    cl_program prog = from_binary ? program_from_binary(&c, argv[2])
                                  : clb_build_source(&c, KERNEL_SOURCE, "-cl-std=CL1.2");
    cl_kernel k = clb_kernel(prog, "tile_average");
    cl_mem d_in = clb_buffer(&c, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, sizeof in, in);
    cl_mem d_avg = clb_buffer(&c, CL_MEM_WRITE_ONLY, sizeof avg, NULL);
    int n = N;
    clb_args(k, 3, sizeof(cl_mem), &d_in, sizeof(cl_mem), &d_avg, sizeof(int), &n);
    size_t global[2] = {N, N}, local[2] = {TS, TS};
    clb_run(&c, k, 2, global, local);
    clb_read(&c, d_avg, sizeof avg, avg);
    double t_end = bench_now();

    if (strcmp(mode, "save") == 0)
        save_binary(prog, argv[2]);
    if (bench_should_check()) {
        static float want[(N / TS) * (N / TS)];
        ref_tile_average(in, want, N, TS);
        bench_check("first_kernel", avg, want, (N / TS) * (N / TS), 1e-5);
    }
    bench_report("first_kernel", from_binary ? "opencl_binary" : "opencl_source", "256x256", 1,
                 t_end - t_start, t_end - t_start, NULL);
    return 0;
}
