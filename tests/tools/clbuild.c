/* clbuild.c - builds OpenCL C files the way the runtime does, without running
 * anything, for the suites that check that everything ampcc accepts lowers.
 *
 *   clbuild FILE.cl...
 *
 * Each file is built on the first CPU device (else the first device) with the
 * runtime's options (runtime/program.c: -cl-std=CL1.2, -DAMPCC_WIDE_POSITIONS
 * on a CPU) and -DAMPCC_ALIASED_VARIANTS, which adds the kernels' variants
 * for views that share storage to the text the runtime's first build sees,
 * so one build covers both of the runtime's. Prints "FAIL FILE" and the build
 * log for each file that does not build; exits 1 if any did not, 2 when there
 * is no OpenCL device at all.
 */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *read_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    rewind(f);
    char *s = malloc(n + 1);
    if (s && fread(s, 1, n, f) != (size_t)n) {
        free(s);
        s = NULL;
    }
    if (s)
        s[n] = 0;
    fclose(f);
    return s;
}

static int pick_device(cl_device_id *dev, int *is_cpu)
{
    cl_platform_id plats[8];
    cl_uint np = 0;
    if (clGetPlatformIDs(8, plats, &np) != CL_SUCCESS || np == 0)
        return 0;
    for (int want_cpu = 1; want_cpu >= 0; want_cpu--)
        for (cl_uint i = 0; i < np; i++)
            if (clGetDeviceIDs(plats[i], want_cpu ? CL_DEVICE_TYPE_CPU : CL_DEVICE_TYPE_ALL, 1, dev, NULL) ==
                CL_SUCCESS) {
                *is_cpu = want_cpu;
                return 1;
            }
    return 0;
}

/* Builds source with options; on failure prints the log under "FAIL path". */
static int build(cl_context ctx, cl_device_id dev, const char *path, const char *source, const char *options)
{
    cl_int err;
    cl_program p = clCreateProgramWithSource(ctx, 1, &source, NULL, &err);
    if (err == CL_SUCCESS)
        err = clBuildProgram(p, 1, &dev, options, NULL, NULL);
    if (err != CL_SUCCESS) {
        size_t len = 0;
        clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, 0, NULL, &len);
        char *log = calloc(len + 1, 1);
        if (log)
            clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, len, log, NULL);
        printf("FAIL %s (%s): error %d\n%s\n", path, options, err, log ? log : "");
        free(log);
    }
    clReleaseProgram(p);
    return err == CL_SUCCESS;
}

int main(int argc, char **argv)
{
    cl_device_id dev;
    int is_cpu = 0, failed = 0;
    if (!pick_device(&dev, &is_cpu)) {
        puts("clbuild: no OpenCL device");
        return 2;
    }
    cl_context ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, NULL);
    char options[128];
    snprintf(options, sizeof options, "-cl-std=CL1.2%s -DAMPCC_ALIASED_VARIANTS",
             is_cpu ? " -DAMPCC_WIDE_POSITIONS" : "");
    for (int i = 1; i < argc; i++) {
        char *source = read_file(argv[i]);
        if (!source) {
            printf("FAIL %s: cannot read it\n", argv[i]);
            failed++;
            continue;
        }
        failed += !build(ctx, dev, argv[i], source, options);
        free(source);
    }
    clReleaseContext(ctx);
    return failed != 0;
}
