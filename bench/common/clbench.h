/* clbench.h - the host helper every hand-written OpenCL benchmark uses:
 * device choice by the same rule as ampcc's runtime (LANGUAGE.md section 8),
 * one context and in-order queue, program build, buffers and error checks.
 *
 * AMPCC_DEVICE: "cpu" or "gpu" picks the first device of that type; any other
 * text picks the first device whose platform or device name contains it
 * (case-insensitive). Unset: the first GPU, else the first device.
 */
#ifndef CLBENCH_H
#define CLBENCH_H

#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>

typedef struct clb {
    cl_platform_id platform;
    cl_device_id device;
    cl_context ctx;
    cl_command_queue queue;
} clb;

/* Exits with a message naming `what` unless err is CL_SUCCESS. */
void clb_check(cl_int err, const char *what);

/* Picks the device and creates the context and queue (no profiling). */
void clb_init(clb *c);

/* Builds `source` with `options` ("-cl-std=CL1.2", as ampcc does); prints the
 * build log and exits on failure. */
cl_program clb_build_source(clb *c, const char *source, const char *options);

cl_kernel clb_kernel(cl_program p, const char *name);
cl_mem clb_buffer(clb *c, cl_mem_flags flags, size_t bytes, void *host);

/* Sets the kernel's arguments in order: clb_args(k, 3, sizeof(cl_mem), &a, ...)
 * takes (size, pointer) pairs. */
void clb_args(cl_kernel k, int nargs, ...);

/* Enqueues a 2-D or 1-D range (local may be NULL). */
void clb_run(clb *c, cl_kernel k, cl_uint dims, const size_t *global, const size_t *local);

/* Blocking read of a whole buffer into host memory. */
void clb_read(clb *c, cl_mem m, size_t bytes, void *host);

/* Device, platform and driver version, one line, for the results table. */
void clb_describe(clb *c, char *out, size_t size);

void clb_release(clb *c);

#endif
