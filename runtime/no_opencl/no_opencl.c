/* no_opencl.c - the OpenCL entry points the runtime calls, for a program
 * linked without OpenCL (build/libampcc_noocl.a, which `ampcc -static` links
 * in place of -lOpenCL: Debian's ICD loader has no static library, and a
 * static program could not load a driver anyway). There is no platform, so
 * nothing past clGetPlatformIDs is reached; the rest fail as a driver would
 * with no platform. The program runs its kernels on the host device
 * (runtime/native.c), which rt_linked_without_opencl() makes its default
 * device (docs/runtime.md, "Static programs"). Not part of libampcc_rt.a. */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stddef.h>

#define NO_PLATFORM CL_INVALID_PLATFORM

/* Read by the runtime through a weak reference: present only when this
 * library is linked. */
int ampcc_rt_linked_without_opencl(void)
{
    return 1;
}

cl_int clGetPlatformIDs(cl_uint n, cl_platform_id *platforms, cl_uint *count)
{
    (void)n;
    (void)platforms;
    if (count)
        *count = 0;
    return -1001;   /* CL_PLATFORM_NOT_FOUND_KHR, as an ICD loader without drivers says */
}

/* A function that returns a status: NO_PLATFORM. */
#define FAILS(name, params) \
    cl_int name params { return NO_PLATFORM; }
/* One that returns an object and reports through its last argument. */
#define MAKES_NOTHING(type, name, params)  \
    type name params {                     \
        if (err)                           \
            *err = NO_PLATFORM;            \
        return NULL;                       \
    }

FAILS(clGetPlatformInfo, (cl_platform_id p, cl_platform_info i, size_t s, void *v, size_t *r))
FAILS(clGetDeviceIDs, (cl_platform_id p, cl_device_type t, cl_uint n, cl_device_id *d, cl_uint *c))
FAILS(clGetDeviceInfo, (cl_device_id d, cl_device_info i, size_t s, void *v, size_t *r))
FAILS(clBuildProgram, (cl_program p, cl_uint n, const cl_device_id *d, const char *o,
                       void (CL_CALLBACK *f)(cl_program, void *), void *u))
FAILS(clGetProgramBuildInfo, (cl_program p, cl_device_id d, cl_program_build_info i, size_t s,
                              void *v, size_t *r))
FAILS(clGetProgramInfo, (cl_program p, cl_program_info i, size_t s, void *v, size_t *r))
FAILS(clGetKernelInfo, (cl_kernel k, cl_kernel_info i, size_t s, void *v, size_t *r))
FAILS(clGetKernelWorkGroupInfo, (cl_kernel k, cl_device_id d, cl_kernel_work_group_info i,
                                 size_t s, void *v, size_t *r))
FAILS(clSetKernelArg, (cl_kernel k, cl_uint i, size_t s, const void *v))
FAILS(clEnqueueCopyBuffer, (cl_command_queue q, cl_mem a, cl_mem b, size_t o1, size_t o2,
                            size_t s, cl_uint n, const cl_event *w, cl_event *e))
FAILS(clEnqueueFillBuffer, (cl_command_queue q, cl_mem m, const void *p, size_t ps, size_t o,
                            size_t s, cl_uint n, const cl_event *w, cl_event *e))
FAILS(clEnqueueMarkerWithWaitList, (cl_command_queue q, cl_uint n, const cl_event *w, cl_event *e))
FAILS(clEnqueueNDRangeKernel, (cl_command_queue q, cl_kernel k, cl_uint d, const size_t *o,
                               const size_t *g, const size_t *l, cl_uint n, const cl_event *w,
                               cl_event *e))
FAILS(clEnqueueReadBuffer, (cl_command_queue q, cl_mem m, cl_bool b, size_t o, size_t s, void *p,
                            cl_uint n, const cl_event *w, cl_event *e))
FAILS(clEnqueueWriteBuffer, (cl_command_queue q, cl_mem m, cl_bool b, size_t o, size_t s,
                             const void *p, cl_uint n, const cl_event *w, cl_event *e))
FAILS(clEnqueueUnmapMemObject, (cl_command_queue q, cl_mem m, void *p, cl_uint n,
                                const cl_event *w, cl_event *e))
FAILS(clEnqueueBarrierWithWaitList, (cl_command_queue q, cl_uint n, const cl_event *w, cl_event *e))
FAILS(clRetainEvent, (cl_event e))
FAILS(clSetEventCallback, (cl_event e, cl_int t, void (CL_CALLBACK *f)(cl_event, cl_int, void *), void *u))
FAILS(clSetUserEventStatus, (cl_event e, cl_int status))
FAILS(clFinish, (cl_command_queue q))
FAILS(clFlush, (cl_command_queue q))
FAILS(clWaitForEvents, (cl_uint n, const cl_event *e))
FAILS(clReleaseCommandQueue, (cl_command_queue q))
FAILS(clReleaseContext, (cl_context c))
FAILS(clReleaseEvent, (cl_event e))
FAILS(clReleaseKernel, (cl_kernel k))
FAILS(clReleaseMemObject, (cl_mem m))
FAILS(clReleaseProgram, (cl_program p))

MAKES_NOTHING(cl_context, clCreateContext, (const cl_context_properties *p, cl_uint n,
              const cl_device_id *d, void (CL_CALLBACK *f)(const char *, const void *, size_t, void *),
              void *u, cl_int *err))
MAKES_NOTHING(cl_command_queue, clCreateCommandQueue, (cl_context c, cl_device_id d,
              cl_command_queue_properties p, cl_int *err))
MAKES_NOTHING(cl_event, clCreateUserEvent, (cl_context c, cl_int *err))
MAKES_NOTHING(cl_mem, clCreateBuffer, (cl_context c, cl_mem_flags f, size_t s, void *h, cl_int *err))
MAKES_NOTHING(cl_kernel, clCreateKernel, (cl_program p, const char *name, cl_int *err))
MAKES_NOTHING(cl_program, clCreateProgramWithBinary, (cl_context c, cl_uint n, const cl_device_id *d,
              const size_t *l, const unsigned char **b, cl_int *status, cl_int *err))
MAKES_NOTHING(cl_program, clCreateProgramWithSource, (cl_context c, cl_uint n, const char **s,
              const size_t *l, cl_int *err))
MAKES_NOTHING(void *, clEnqueueMapBuffer, (cl_command_queue q, cl_mem m, cl_bool b, cl_map_flags f,
              size_t o, size_t s, cl_uint n, const cl_event *w, cl_event *e, cl_int *err))
