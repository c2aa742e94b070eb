/* clbench.c - see clbench.h. */
#define _GNU_SOURCE
#include "clbench.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

void clb_check(cl_int err, const char *what)
{
    if (err != CL_SUCCESS) {
        fprintf(stderr, "clbench: %s failed with OpenCL error %d\n", what, (int)err);
        exit(1);
    }
}

static void device_text(cl_device_id d, cl_device_info what, char *out, size_t size)
{
    out[0] = '\0';
    clGetDeviceInfo(d, what, size, out, NULL);
}

static int platform_or_device_matches(cl_platform_id p, cl_device_id d, const char *want)
{
    char name[512];
    clGetPlatformInfo(p, CL_PLATFORM_NAME, sizeof name, name, NULL);
    if (strcasestr(name, want))
        return 1;
    device_text(d, CL_DEVICE_NAME, name, sizeof name);
    return strcasestr(name, want) != NULL;
}

static int device_is(cl_device_id d, cl_device_type type)
{
    cl_device_type t = 0;
    clGetDeviceInfo(d, CL_DEVICE_TYPE, sizeof t, &t, NULL);
    return (t & type) != 0;
}

/* Walks every device of every platform; returns 1 and fills c when one matches.
 * pass 0 applies `want`; with want NULL, pass 0 looks for a GPU and pass 1
 * takes the first device. */
static int find_device(clb *c, const char *want, int pass)
{
    cl_platform_id plats[16];
    cl_uint np = 0;
    if (clGetPlatformIDs(16, plats, &np) != CL_SUCCESS)
        np = 0;
    for (cl_uint i = 0; i < np; i++) {
        cl_device_id devs[16];
        cl_uint nd = 0;
        if (clGetDeviceIDs(plats[i], CL_DEVICE_TYPE_ALL, 16, devs, &nd) != CL_SUCCESS)
            continue;
        for (cl_uint j = 0; j < nd; j++) {
            int ok;
            if (want && strcasecmp(want, "cpu") == 0)
                ok = device_is(devs[j], CL_DEVICE_TYPE_CPU);
            else if (want && strcasecmp(want, "gpu") == 0)
                ok = device_is(devs[j], CL_DEVICE_TYPE_GPU);
            else if (want)
                ok = platform_or_device_matches(plats[i], devs[j], want);
            else
                ok = pass == 1 || device_is(devs[j], CL_DEVICE_TYPE_GPU);
            if (ok) {
                c->platform = plats[i];
                c->device = devs[j];
                return 1;
            }
        }
    }
    return 0;
}

void clb_init(clb *c)
{
    const char *want = getenv("AMPCC_DEVICE");
    if (want && (!*want || strcasecmp(want, "opencl") == 0))
        want = NULL;   /* "opencl": ampcc's OpenCL default, the first GPU else the first device */
    int found = want ? find_device(c, want, 0) : (find_device(c, NULL, 0) || find_device(c, NULL, 1));
    if (!found) {
        fprintf(stderr, "clbench: no OpenCL device%s%s%s (see `clinfo -l`)\n", want ? " matches AMPCC_DEVICE='" : "",
                want ? want : "", want ? "'" : "");
        exit(1);
    }
    cl_int err;
    cl_context_properties props[] = {CL_CONTEXT_PLATFORM, (cl_context_properties)c->platform, 0};
    c->ctx = clCreateContext(props, 1, &c->device, NULL, NULL, &err);
    clb_check(err, "clCreateContext");
    c->queue = clCreateCommandQueue(c->ctx, c->device, 0, &err);
    clb_check(err, "clCreateCommandQueue");
}

cl_program clb_build_source(clb *c, const char *source, const char *options)
{
    cl_int err;
    cl_program p = clCreateProgramWithSource(c->ctx, 1, &source, NULL, &err);
    clb_check(err, "clCreateProgramWithSource");
    err = clBuildProgram(p, 1, &c->device, options, NULL, NULL);
    if (err != CL_SUCCESS) {
        size_t len = 0;
        clGetProgramBuildInfo(p, c->device, CL_PROGRAM_BUILD_LOG, 0, NULL, &len);
        char *log = malloc(len + 1);
        clGetProgramBuildInfo(p, c->device, CL_PROGRAM_BUILD_LOG, len, log, NULL);
        log[len] = '\0';
        fprintf(stderr, "clbench: kernel build failed:\n%s\n", log);
        exit(1);
    }
    return p;
}

cl_kernel clb_kernel(cl_program p, const char *name)
{
    cl_int err;
    cl_kernel k = clCreateKernel(p, name, &err);
    clb_check(err, name);
    return k;
}

cl_mem clb_buffer(clb *c, cl_mem_flags flags, size_t bytes, void *host)
{
    cl_int err;
    cl_mem m = clCreateBuffer(c->ctx, flags, bytes, host, &err);
    clb_check(err, "clCreateBuffer");
    return m;
}

void clb_args(cl_kernel k, int nargs, ...)
{
    va_list ap;
    va_start(ap, nargs);
    for (int i = 0; i < nargs; i++) {
        size_t size = va_arg(ap, size_t);
        const void *ptr = va_arg(ap, const void *);
        clb_check(clSetKernelArg(k, (cl_uint)i, size, ptr), "clSetKernelArg");
    }
    va_end(ap);
}

void clb_run(clb *c, cl_kernel k, cl_uint dims, const size_t *global, const size_t *local)
{
    clb_check(clEnqueueNDRangeKernel(c->queue, k, dims, NULL, global, local, 0, NULL, NULL),
              "clEnqueueNDRangeKernel");
}

void clb_read(clb *c, cl_mem m, size_t bytes, void *host)
{
    clb_check(clEnqueueReadBuffer(c->queue, m, CL_TRUE, 0, bytes, host, 0, NULL, NULL), "clEnqueueReadBuffer");
}

void clb_describe(clb *c, char *out, size_t size)
{
    char dev[256], plat[256], driver[128], version[128];
    device_text(c->device, CL_DEVICE_NAME, dev, sizeof dev);
    device_text(c->device, CL_DRIVER_VERSION, driver, sizeof driver);
    device_text(c->device, CL_DEVICE_VERSION, version, sizeof version);
    plat[0] = '\0';
    clGetPlatformInfo(c->platform, CL_PLATFORM_NAME, sizeof plat, plat, NULL);
    snprintf(out, size, "%s | platform %s | %s | driver %s", dev, plat, version, driver);
}

void clb_release(clb *c)
{
    clReleaseCommandQueue(c->queue);
    clReleaseContext(c->ctx);
}
