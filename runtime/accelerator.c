/* accelerator.c - the devices a program can choose (LANGUAGE.md section 10):
 * the list behind accelerator_get_all, device paths, the default.
 *
 * The list is made once, on first use: every OpenCL device of every platform,
 * in platform order. Each entry has a kind, so that a device that is not an
 * OpenCL device (the native host device, "host") can be an entry too. A
 * device's path is what AMPCC_DEVICE and accelerator("...") accept: its type
 * and its number among the devices of that type ("gpu:0", "cpu:1", "acc:0").
 */
#include <stdlib.h>
#include <string.h>
#include "internal.h"

enum { MAX_DEVICES = 64 };

typedef enum rt_device_kind { RT_DEVICE_OPENCL, RT_DEVICE_HOST } rt_device_kind;

typedef struct rt_device_entry {
    rt_device_kind kind;
    cl_platform_id platform;    /* RT_DEVICE_OPENCL */
    cl_device_id device;
    char path[32];
    char description[256];
    ampcc_accelerator facts;    /* what accelerator_get_all hands out (id = index) */
} rt_device_entry;

typedef struct rt_device_list {
    int made;
    int count;
    rt_device_entry entries[MAX_DEVICES];
    const char *default_path;   /* accelerator_set_default's, copied; NULL: AMPCC_DEVICE */
    int default_used;           /* the default device has been chosen: it stays */
} rt_device_list;

static rt_device_list devices;

static const char *type_word(cl_device_type t)
{
    if (t & CL_DEVICE_TYPE_GPU) return "gpu";
    if (t & CL_DEVICE_TYPE_CPU) return "cpu";
    return "acc";
}

static void fill_facts(rt_device_entry *e, int id)
{
    cl_ulong mem = 0;
    cl_device_fp_config fp64 = 0;
    cl_bool unified = CL_FALSE;
    cl_device_type type = 0;
    char name[100] = "", platform[120] = "";
    clGetDeviceInfo(e->device, CL_DEVICE_NAME, sizeof name - 1, name, NULL);
    clGetPlatformInfo(e->platform, CL_PLATFORM_NAME, sizeof platform - 1, platform, NULL);
    clGetDeviceInfo(e->device, CL_DEVICE_GLOBAL_MEM_SIZE, sizeof mem, &mem, NULL);
    clGetDeviceInfo(e->device, CL_DEVICE_DOUBLE_FP_CONFIG, sizeof fp64, &fp64, NULL);
    clGetDeviceInfo(e->device, CL_DEVICE_HOST_UNIFIED_MEMORY, sizeof unified, &unified, NULL);
    clGetDeviceInfo(e->device, CL_DEVICE_TYPE, sizeof type, &type, NULL);
    snprintf(e->description, sizeof e->description, "%s (%s)", name, platform);
    e->facts = (ampcc_accelerator){
        .id = id,
        .device_path = e->path,
        .description = e->description,
        .version = 0x00010002u,   /* OpenCL C 1.2, as C++ AMP's major << 16 | minor */
        .dedicated_memory = (type & CL_DEVICE_TYPE_CPU) || unified ? 0 : mem >> 10,
        .is_emulated = 0,
        .supports_double_precision = fp64 != 0,
        .supports_limited_double_precision = fp64 != 0,
        .supports_cpu_shared_memory = (type & CL_DEVICE_TYPE_CPU) || unified,
    };
}

/* Adds platform p's devices, numbering each type on from counts[]. */
static void add_platform(cl_platform_id p, int counts[3])
{
    cl_uint n = 0;
    cl_device_id ids[MAX_DEVICES];
    if (clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, MAX_DEVICES, ids, &n) != CL_SUCCESS)
        return;
    for (cl_uint i = 0; i < n && i < MAX_DEVICES && devices.count < MAX_DEVICES; i++) {
        rt_device_entry *e = &devices.entries[devices.count];
        cl_device_type type = 0;
        const char *word;
        clGetDeviceInfo(ids[i], CL_DEVICE_TYPE, sizeof type, &type, NULL);
        word = type_word(type);
        e->kind = RT_DEVICE_OPENCL;
        e->platform = p;
        e->device = ids[i];
        snprintf(e->path, sizeof e->path, "%s:%d", word, counts[word[0] == 'g' ? 0 : word[0] == 'c' ? 1 : 2]++);
        fill_facts(e, devices.count);
        devices.count++;
    }
}

static void make_list(void)
{
    cl_platform_id plats[16];
    cl_uint np = 0;
    int counts[3] = {0, 0, 0};
    if (devices.made)
        return;
    devices.made = 1;
    rt_prestart_join();   /* the driver loads on one thread at a time */
    if (clGetPlatformIDs(16, plats, &np) != CL_SUCCESS)
        np = 0;
    for (cl_uint i = 0; i < np && i < 16; i++)
        add_platform(plats[i], counts);
}

/* The entry whose path is `path`, or NULL. */
static rt_device_entry *entry_at_path(const char *path)
{
    make_list();
    for (int i = 0; i < devices.count; i++)
        if (strcasecmp(devices.entries[i].path, path) == 0)
            return &devices.entries[i];
    return NULL;
}

int rt_device_at_path(const char *path, cl_platform_id *platform, cl_device_id *device)
{
    rt_device_entry *e = entry_at_path(path);
    if (!e || e->kind != RT_DEVICE_OPENCL)
        return 0;
    *platform = e->platform;
    *device = e->device;
    return 1;
}

const char *rt_device_path_of(cl_device_id device)
{
    make_list();
    for (int i = 0; i < devices.count; i++)
        if (devices.entries[i].device == device)
            return devices.entries[i].path;
    return "?";
}

const char *rt_default_device_request(void)
{
    devices.default_used = 1;
    return devices.default_path ? devices.default_path : getenv("AMPCC_DEVICE");
}

/* Before a program is built: kernels that use double (the emitter enables
 * cl_khr_fp64 for them) need a device with double precision. */
void rt_check_program_features(const ampcc_program *prog, const char *file, int line)
{
    cl_device_fp_config fp64 = 0;
    if (!strstr(prog->source, "cl_khr_fp64"))
        return;
    clGetDeviceInfo(rt_dev.device, CL_DEVICE_DOUBLE_FP_CONFIG, sizeof fp64, &fp64, NULL);
    if (!fp64)
        rt_fail_kind(AMPCC_UNSUPPORTED_FEATURE, file, line, "the kernels of %s use double, which "
                     "the device '%s' does not support; use float, or a device whose accelerator "
                     "has supports_double_precision", prog->file, rt_dev.name);
}

int ampcc_accelerator_get_all(ampcc_accelerator *out, int max)
{
    make_list();
    for (int i = 0; i < devices.count && i < max; i++)
        out[i] = devices.entries[i].facts;
    return devices.count;
}

int ampcc_accelerator_set_default(const char *path)
{
    static char copy[256];
    if (devices.default_used || rt_dev.ready || !path || !entry_at_path(path))
        return 0;
    snprintf(copy, sizeof copy, "%s", path);
    devices.default_path = copy;
    return 1;
}

/* The entry of the device the runtime runs on (chosen now if not yet). */
static rt_device_entry *default_entry(const char *file, int line)
{
    rt_device_ready(file, line);
    make_list();
    for (int i = 0; i < devices.count; i++)
        if (devices.entries[i].device == rt_dev.device)
            return &devices.entries[i];
    rt_fail(file, line, "the runtime's device '%s' is not among the devices listed", rt_dev.name);
}

ampcc_accelerator ampcc_accelerator_make(const char *path, const char *file, int line)
{
    ampcc_accelerator a = {0};
    rt_device_entry *e;
    rt_try t;
    a.id = -1;
    if (!RT_TRY(t))
        return a;   /* empty: no path, no description */
    e = path ? entry_at_path(path) : default_entry(file, line);
    if (!e)
        rt_fail(file, line, "no device has the path '%s'; a path is a device type and its number, "
                "such as 'gpu:0' or 'cpu:0' (accelerator_get_all lists them)", path);
    a = e->facts;
    rt_try_end(&t);
    return a;
}
