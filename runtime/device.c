/* device.c - the process's one OpenCL device, context and in-order queue,
 * chosen by AMPCC_DEVICE; error reporting; statistics; cleanup at exit. */
#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/statvfs.h>
#include <unistd.h>
#include "internal.h"

/* Before the first use: no device yet (ready 0). */
static rt_device no_device = {.list_index = -1};
rt_device *rt_cur = &no_device;
ampcc_stats rt_stats;
unsigned long rt_mem_epoch;
rt_step rt_current_step;

/* ---- errors ------------------------------------------------------------- */

const char *rt_cl_error_name(cl_int err)
{
    switch (err) {
#define E(x) case x: return #x;
    E(CL_DEVICE_NOT_FOUND) E(CL_DEVICE_NOT_AVAILABLE) E(CL_COMPILER_NOT_AVAILABLE)
    E(CL_MEM_OBJECT_ALLOCATION_FAILURE) E(CL_OUT_OF_RESOURCES) E(CL_OUT_OF_HOST_MEMORY)
    E(CL_BUILD_PROGRAM_FAILURE) E(CL_INVALID_VALUE) E(CL_INVALID_DEVICE)
    E(CL_INVALID_CONTEXT) E(CL_INVALID_COMMAND_QUEUE) E(CL_INVALID_MEM_OBJECT)
    E(CL_INVALID_BINARY) E(CL_INVALID_BUILD_OPTIONS) E(CL_INVALID_PROGRAM)
    E(CL_INVALID_PROGRAM_EXECUTABLE) E(CL_INVALID_KERNEL_NAME) E(CL_INVALID_KERNEL)
    E(CL_INVALID_ARG_INDEX) E(CL_INVALID_ARG_VALUE) E(CL_INVALID_ARG_SIZE)
    E(CL_INVALID_KERNEL_ARGS) E(CL_INVALID_WORK_DIMENSION) E(CL_INVALID_WORK_GROUP_SIZE)
    E(CL_INVALID_WORK_ITEM_SIZE) E(CL_INVALID_GLOBAL_OFFSET) E(CL_INVALID_BUFFER_SIZE)
    E(CL_INVALID_GLOBAL_WORK_SIZE) E(CL_INVALID_OPERATION) E(CL_INVALID_PLATFORM)
#undef E
    case -1001: return "CL_PLATFORM_NOT_FOUND_KHR";
    default: return "an unknown OpenCL error";
    }
}

void rt_check_at(cl_int err, const char *what, const char *file, int line)
{
    if (err == CL_MEM_OBJECT_ALLOCATION_FAILURE || err == CL_OUT_OF_RESOURCES ||
        err == CL_OUT_OF_HOST_MEMORY || err == CL_INVALID_BUFFER_SIZE)
        rt_fail_kind(AMPCC_OUT_OF_MEMORY, file, line,
                "out of device memory (%s during %s on '%s'); use smaller data, "
                "release views and arrays sooner, or pick a larger device with AMPCC_DEVICE",
                rt_cl_error_name(err), what, rt_dev.name);
    if (err == CL_DEVICE_NOT_AVAILABLE)
        rt_fail_kind(AMPCC_ACCELERATOR_VIEW_REMOVED, file, line, "the device '%s' is no longer "
                     "available (%s during %s)", rt_dev.name, rt_cl_error_name(err), what);
    rt_fail(file, line, "OpenCL call %s failed with %s (%d) on '%s'; "
            "try another device with AMPCC_DEVICE (see `ampcc --list-devices`)",
            what, rt_cl_error_name(err), (int)err, rt_dev.name);
}

/* ---- exit cleanup ------------------------------------------------------- */

enum { MAX_CLEANUPS = 8 };
static void (*cleanups[MAX_CLEANUPS])(void);
static int ncleanups;

void rt_at_exit(void (*fn)(void))
{
    for (int i = 0; i < ncleanups; i++)
        if (cleanups[i] == fn)
            return;
    if (ncleanups < MAX_CLEANUPS)
        cleanups[ncleanups++] = fn;
}

static void print_stats(void)
{
    fprintf(stderr, "ampcc-stats: to_device=%llu to_host=%llu launches=%llu builds=%llu "
            "aliased=%llu host_threads=%llu live_buffers=%llu\n", rt_stats.bytes_to_device,
            rt_stats.bytes_to_host, rt_stats.launches, rt_stats.program_builds,
            rt_stats.aliased_launches, rt_stats.host_threads, rt_stats.live_buffers);
}

/* Runs the registered cleanups (programs, buffers), then drops the queue and
 * context, so that the process ends with nothing of ours allocated. */
/* Free bytes below which a driver writing a compiled program to its cache
 * may fail, and may end the process doing so (LLVM's fatal errors). */
#define DISK_LOW (4ull << 20)

int rt_cache_disk_low(void)
{
    char folder[4096] = "";
    int err = 0;
    struct statvfs fs;
    if (rt_cache_folder_unwritable(folder, sizeof folder, &err))
        return 1;
    return *folder && statvfs(folder, &fs) == 0 &&
           (unsigned long long)fs.f_bavail * fs.f_frsize < DISK_LOW;
}

/* The driver ended the process inside rt_current_step (its own message, such
 * as "LLVM ERROR: ... No space left on device", is above). Its state is
 * unknown, so nothing more is asked of it: one located line, then _exit. */
static void driver_exited(void)
{
    char folder[4096];
    int err = 0;
    struct statvfs fs;
    fflush(stdout);
    fprintf(stderr, "%s:%d: error: the OpenCL driver '%s' ended the program while %s",
            rt_current_step.file, rt_current_step.line, rt_dev.name, rt_current_step.what);
    if (rt_cache_folder_unwritable(folder, sizeof folder, &err))
        fprintf(stderr, "; the cache folder '%s' cannot be written (%s): make it writable, or "
                "point XDG_CACHE_HOME (or PoCL's POCL_CACHE_DIR) at a writable folder\n",
                folder, strerror(err));
    else if (statvfs(folder, &fs) == 0 && (unsigned long long)fs.f_bavail * fs.f_frsize < DISK_LOW)
        fprintf(stderr, "; the disk that holds the cache folder '%s' is full (%llu KiB free), "
                "and the driver writes compiled kernels there: free some space, or point "
                "XDG_CACHE_HOME (or PoCL's POCL_CACHE_DIR) at a folder on another disk\n",
                folder, (unsigned long long)fs.f_bavail * fs.f_frsize / 1024);
    else
        fprintf(stderr, " (its message is above): try again, or choose another device with "
                "AMPCC_DEVICE\n");
    _exit(1);
}

static void finish_device(rt_device *d)
{
    if (d->copy_queue)
        clFinish(d->copy_queue);
    if (d->queue)
        clFinish(d->queue);
}

void rt_finish_open_devices(void)
{
    rt_each_open_device(finish_device);
}

static void release_device(rt_device *d)
{
    if (d->copy_floor)
        clReleaseEvent(d->copy_floor);
    if (d->copy_last)
        clReleaseEvent(d->copy_last);
    if (d->copy_queue)
        clReleaseCommandQueue(d->copy_queue);
    d->copy_floor = d->copy_last = NULL;
    d->copy_queue = NULL;
    if (d->queue)
        clReleaseCommandQueue(d->queue);
    if (d->context)
        clReleaseContext(d->context);
    d->queue = NULL;
    d->context = NULL;
    d->ready = 0;
}

static void runtime_exit(void)
{
    static int done;
    const char *s = getenv("AMPCC_STATS");
    if (rt_current_step.what)
        driver_exited();
    if (done)
        return;
    done = 1;
    rt_futures_exit();   /* pending copies and their then() callbacks end first */
    if (s && strcmp(s, "1") == 0)
        print_stats();
    /* Kernels may still be running: let them end before their objects go. */
    rt_each_open_device(finish_device);
    while (ncleanups > 0)
        cleanups[--ncleanups]();
    rt_each_open_device(release_device);
    rt_cur = &no_device;
    rt_forget_open_devices();
}

/* The exit hook is installed on the runtime's first use (a view, an array or
 * a launch), so that the stats line appears even for a program that never
 * reaches the device, but not for one that only lists devices (ampcc itself).
 * It is installed again once the OpenCL driver is loaded (rt_device_init_at):
 * exit handlers run in reverse order, and ours must run while the driver and
 * its compiler (PoCL compiles kernels at enqueue, LLVM has exit-time
 * destructors) still work, so that pending kernels can finish. */
void rt_note_use(void)
{
    static int installed;
    if (!installed) {
        installed = 1;
        atexit(runtime_exit);
    }
}

void ampcc_get_stats(ampcc_stats *out)
{
    *out = rt_stats;
}

/* ---- device choice ------------------------------------------------------ */

typedef struct found_device {
    cl_platform_id platform;
    cl_device_id device;
} found_device;

/* Case-insensitive "does hay contain needle". */
static int contains_nocase(const char *hay, const char *needle)
{
    size_t n = strlen(needle);
    for (; *hay; hay++)
        if (strncasecmp(hay, needle, n) == 0)
            return 1;
    return n == 0;
}

static cl_uint get_platforms(cl_platform_id **out)
{
    cl_uint n = 0;
    cl_int err = clGetPlatformIDs(0, NULL, &n);
    if (err != CL_SUCCESS || n == 0) {
        *out = NULL;
        return 0;
    }
    *out = calloc(n, sizeof **out);
    if (clGetPlatformIDs(n, *out, NULL) != CL_SUCCESS)
        n = 0;
    return n;
}

static cl_uint get_devices(cl_platform_id p, cl_device_id **out)
{
    cl_uint n = 0;
    if (clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 0, NULL, &n) != CL_SUCCESS || n == 0) {
        *out = NULL;
        return 0;
    }
    *out = calloc(n, sizeof **out);
    if (clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, n, *out, NULL) != CL_SUCCESS)
        n = 0;
    return n;
}

static void platform_string(cl_platform_id p, cl_platform_info what, char *buf, size_t size)
{
    buf[0] = 0;
    clGetPlatformInfo(p, what, size, buf, NULL);
    buf[size - 1] = 0;
}

static void device_string(cl_device_id d, cl_device_info what, char *buf, size_t size)
{
    buf[0] = 0;
    clGetDeviceInfo(d, what, size, buf, NULL);
    buf[size - 1] = 0;
}

static cl_device_type device_type(cl_device_id d)
{
    cl_device_type t = 0;
    clGetDeviceInfo(d, CL_DEVICE_TYPE, sizeof t, &t, NULL);
    return t;
}

/* AMPCC_DEVICE=gpu:K asks for the K-th GPU (from 0) of all platforms; -1 if
 * want is not of that form. */
static int wanted_gpu_number(const char *want)
{
    char *end;
    if (!want || strncasecmp(want, "gpu:", 4) != 0 || !want[4])
        return -1;
    long k = strtol(want + 4, &end, 10);
    return *end == '\0' && k >= 0 && k < 4096 ? (int)k : -1;
}

/* Does device d of platform p match the AMPCC_DEVICE text? gpus_before counts
 * the GPUs seen before it, for gpu:K. */
static int device_matches(cl_platform_id p, cl_device_id d, const char *want, int gpus_before)
{
    char pname[256], dname[256];
    int k = wanted_gpu_number(want);
    if (k >= 0)
        return (device_type(d) & CL_DEVICE_TYPE_GPU) != 0 && gpus_before == k;
    if (strcasecmp(want, "cpu") == 0)
        return (device_type(d) & CL_DEVICE_TYPE_CPU) != 0;
    if (strcasecmp(want, "gpu") == 0)
        return (device_type(d) & CL_DEVICE_TYPE_GPU) != 0;
    platform_string(p, CL_PLATFORM_NAME, pname, sizeof pname);
    device_string(d, CL_DEVICE_NAME, dname, sizeof dname);
    return contains_nocase(pname, want) || contains_nocase(dname, want);
}

/* The device AMPCC_DEVICE asks for; unset: the first GPU, else the first device. */
static int choose_device(const char *want, found_device *out, const char *file, int line)
{
    cl_platform_id *plats;
    cl_uint np = get_platforms(&plats);
    int found = 0, have_first = 0, gpus = 0;
    found_device first = {0};
    if (np == 0)
        rt_fail(file, line,
                "no OpenCL platform found; install an OpenCL driver (ICD) such as "
                "pocl-opencl-icd for the CPU or your GPU vendor's, or set OCL_ICD_VENDORS "
                "to the folder holding its .icd file");
    for (cl_uint i = 0; i < np && !found; i++) {
        cl_device_id *devs;
        cl_uint nd = get_devices(plats[i], &devs);
        for (cl_uint j = 0; j < nd && !found; j++) {
            if (!have_first) {
                first = (found_device){plats[i], devs[j]};
                have_first = 1;
            }
            int ok = want ? device_matches(plats[i], devs[j], want, gpus)
                          : (device_type(devs[j]) & CL_DEVICE_TYPE_GPU) != 0;
            gpus += (device_type(devs[j]) & CL_DEVICE_TYPE_GPU) != 0;
            if (ok) {
                *out = (found_device){plats[i], devs[j]};
                found = 1;
            }
        }
        free(devs);
    }
    free(plats);
    if (!found && !want && have_first) {
        *out = first;
        found = 1;
    }
    return found;
}

void rt_record_device_facts(rt_device *d)
{
    size_t sizes[3] = {1, 1, 1};
    cl_device_type type = 0;
    device_string(d->device, CL_DEVICE_NAME, d->name, sizeof d->name);
    device_string(d->device, CL_DRIVER_VERSION, d->driver_version,
                  sizeof d->driver_version);
    platform_string(d->platform, CL_PLATFORM_VERSION, d->platform_version,
                    sizeof d->platform_version);
    d->max_work_group = 1;
    clGetDeviceInfo(d->device, CL_DEVICE_MAX_WORK_GROUP_SIZE, sizeof(size_t),
                    &d->max_work_group, NULL);
    clGetDeviceInfo(d->device, CL_DEVICE_MAX_WORK_ITEM_SIZES, sizeof sizes, sizes, NULL);
    d->max_alloc = (cl_ulong)-1;
    clGetDeviceInfo(d->device, CL_DEVICE_MAX_MEM_ALLOC_SIZE, sizeof d->max_alloc,
                    &d->max_alloc, NULL);
    memcpy(d->max_item_sizes, sizes, sizeof sizes);
    d->is_cpu = clGetDeviceInfo(d->device, CL_DEVICE_TYPE, sizeof type, &type, NULL) ==
                        CL_SUCCESS && (type & CL_DEVICE_TYPE_CPU);
}

/* No device at all. A driver that cannot write its cache folder (PoCL) hides
 * its device, so that cause is named before a missing driver is suspected. */
static void fail_no_devices(const char *file, int line)
{
    char folder[4096];
    int err = 0;
    if (rt_cache_folder_unwritable(folder, sizeof folder, &err))
        rt_fail(file, line, "no OpenCL device started: the cache folder '%s' cannot be "
                "written (%s), and OpenCL drivers such as PoCL keep their kernel cache there; "
                "make it writable, or point XDG_CACHE_HOME (or PoCL's POCL_CACHE_DIR) at a "
                "writable folder", folder, strerror(err));
    rt_fail(file, line, "the OpenCL platforms found have no devices; install an OpenCL "
            "driver (ICD) such as pocl-opencl-icd, or set OCL_ICD_VENDORS");
}

/* Open MPI's OMPI_COMM_WORLD_LOCAL_RANK, else MPICH's MPI_LOCALRANKID. */
const char *rt_mpi_local_rank(void)
{
    static const char *const local_rank_vars[] = {"OMPI_COMM_WORLD_LOCAL_RANK",
                                                  "MPI_LOCALRANKID", NULL};
    for (const char *const *v = local_rank_vars; *v; v++) {
        const char *rank = getenv(*v);
        if (rank && *rank)
            return rank;
    }
    return NULL;
}

/* Under MPI, when AMPCC_DEVICE is not set, each rank on a node takes its own
 * device: local rank K the K-th GPU, and a rank with no GPU of its own the
 * host device (issue 14's rule; the caller opens it). Does the rule apply? */
static int rank_rule_applies(const char *want)
{
    return !want && rt_mpi_local_rank();
}

/* The rank's GPU: 0 when there is no K-th GPU. */
static int choose_rank_device(found_device *out, const char *file, int line)
{
    char want[32];
    snprintf(want, sizeof want, "gpu:%s", rt_mpi_local_rank());
    return choose_device(want, out, file, line);
}

int rt_wants_opencl_default(const char *want)
{
    return want && strcasecmp(want, "opencl") == 0;
}

/* AMPCC_DEVICE's value as the OpenCL device choice sees it: NULL when unset,
 * empty or "opencl" (the first GPU, else the first device). */
static const char *opencl_request(const char *want)
{
    return want && *want && !rt_wants_opencl_default(want) ? want : NULL;
}

/* Is the default, host device aside, a GPU only? (Where no GPU is found, the
 * host device is the default instead of the first OpenCL device.) */
static int default_needs_gpu(const char *want)
{
    return !want && rt_default_may_be_host();
}

/* The device rt_device_init_at picks for `want` (a name or type; not a device
 * path), without failing: 0 when there is no platform or no match. For the
 * start-up thread (prestart.c). */
int rt_device_pick_quietly(const char *want, cl_platform_id *platform, cl_device_id *device)
{
    found_device fd;
    cl_uint np = 0;
    if (want && !*want)
        want = NULL;
    int gpu_only = default_needs_gpu(want);
    int by_rank = rank_rule_applies(want);
    want = opencl_request(want);
    if (clGetPlatformIDs(0, NULL, &np) != CL_SUCCESS || np == 0)
        return 0;   /* choose_device would fail */
    if (by_rank ? !choose_rank_device(&fd, NULL, 0) : !choose_device(want, &fd, NULL, 0))
        return 0;   /* a rank with no GPU of its own will take the host device */
    if (gpu_only && !(device_type(fd.device) & CL_DEVICE_TYPE_GPU))
        return 0;   /* no GPU: the host device will be the default */
    *platform = fd.platform;
    *device = fd.device;
    return 1;
}

/* Gives d its own context and in-order queue on OpenCL device `device`. */
void rt_device_open_opencl(rt_device *d, cl_platform_id platform, cl_device_id device,
                           const char *file, int line)
{
    cl_int err;
    d->platform = platform;
    d->device = device;
    rt_record_device_facts(d);
    if (!rt_prestart_take(device, &d->context, &d->queue)) {   /* made by the start-up thread? */
        cl_context_properties props[] = {CL_CONTEXT_PLATFORM, (cl_context_properties)platform, 0};
        d->context = clCreateContext(props, 1, &device, NULL, NULL, &err);
        RT_CHECK(err, "clCreateContext", file, line);
        d->queue = clCreateCommandQueue(d->context, device, 0, &err);
        RT_CHECK(err, "clCreateCommandQueue", file, line);
    }
    d->ready = 1;
    atexit(runtime_exit); /* after the driver's own exit hooks: runs before them */
}

/* The default device: chosen once, then the device the runtime works on
 * outside operations on a chosen accelerator_view. */
void rt_device_init_at(const char *file, int line)
{
    const char *want = rt_default_device_request();
    found_device fd;
    if (want && !*want)
        want = NULL;
    if (rt_wants_host(want) || (!want && rt_default_is_host(file, line))) {
        rt_cur = rt_open_listed_device(rt_list_index_of(NULL, 1), file, line);
        return;
    }
    int by_rank = rank_rule_applies(want);
    want = opencl_request(want);
    rt_prestart_check_fork(file, line);
    rt_prestart_join();   /* the start-up thread has loaded the driver */
    if (by_rank && !choose_rank_device(&fd, file, line)) {
        rt_cur = rt_open_listed_device(rt_list_index_of(NULL, 1), file, line);
        return;   /* a rank with no GPU of its own: the host device */
    }
    if (!by_rank && !(want && rt_device_at_path(want, &fd.platform, &fd.device)) &&
        !choose_device(want, &fd, file, line)) {
        if (want)
            rt_fail(file, line, "no OpenCL device matches AMPCC_DEVICE='%s'; use 'host' (this "
                    "machine's cores, no OpenCL), 'cpu', 'gpu', 'gpu:N' or part of a name that "
                    "`ampcc --list-devices` shows", want);
        fail_no_devices(file, line);
    }
    rt_cur = rt_open_listed_device(rt_list_index_of(fd.device, 0), file, line);
}

const char *ampcc_device_name(void)
{
    if (!rt_dev.ready)
        rt_device_init_at("ampcc_device_name", 0);
    return rt_dev.name;
}

/* ---- ampcc --list-devices ----------------------------------------------- */

static const char *type_name(cl_device_type t)
{
    if (t & CL_DEVICE_TYPE_GPU) return "gpu";
    if (t & CL_DEVICE_TYPE_CPU) return "cpu";
    if (t & CL_DEVICE_TYPE_ACCELERATOR) return "accelerator";
    return "other";
}

int ampcc_list_devices(void)
{
    cl_platform_id *plats;
    cl_uint np;
    rt_prestart_join();   /* the driver loads on one thread at a time */
    np = get_platforms(&plats);
    found_device chosen = {0};
    const char *want = getenv("AMPCC_DEVICE");
    if (want && !*want)
        want = NULL;
    int host = rt_wants_host(want) || (!want && rt_default_is_host(NULL, 0));
    if (np == 0) {
        printf("no OpenCL platform found; install an OpenCL driver (ICD) such as "
               "pocl-opencl-icd, or set OCL_ICD_VENDORS\n");
        rt_native_list(host);
        return 1;
    }
    want = opencl_request(want);
    if (!host && !(want && rt_device_at_path(want, &chosen.platform, &chosen.device)))
        choose_device(want, &chosen, NULL, 0);
    for (cl_uint i = 0; i < np; i++) {
        char buf[256], ver[256];
        cl_device_id *devs;
        cl_uint nd = get_devices(plats[i], &devs);
        platform_string(plats[i], CL_PLATFORM_NAME, buf, sizeof buf);
        platform_string(plats[i], CL_PLATFORM_VERSION, ver, sizeof ver);
        printf("platform %u: %s (%s)\n", i, buf, ver);
        for (cl_uint j = 0; j < nd; j++) {
            cl_ulong mem = 0;
            char drv[128];
            device_string(devs[j], CL_DEVICE_NAME, buf, sizeof buf);
            device_string(devs[j], CL_DRIVER_VERSION, drv, sizeof drv);
            clGetDeviceInfo(devs[j], CL_DEVICE_GLOBAL_MEM_SIZE, sizeof mem, &mem, NULL);
            printf("  device %u: %s [%s, path %s, %llu MiB, driver %s]%s\n", j, buf,
                   type_name(device_type(devs[j])), rt_device_path_of(devs[j]),
                   (unsigned long long)(mem >> 20), drv,
                   devs[j] == chosen.device ? "  <- selected" : "");
        }
        free(devs);
    }
    free(plats);
    rt_native_list(host);
    if (!chosen.device && want && !host)
        printf("no device matches AMPCC_DEVICE='%s'\n", want);
    return 0;
}
