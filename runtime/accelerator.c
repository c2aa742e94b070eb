/* accelerator.c - the devices a program can choose (LANGUAGE.md section 10):
 * the list behind accelerator_get_all, device paths, the default.
 *
 * The list is made once, on first use: every OpenCL device of every platform,
 * in platform order. Each entry has a kind, so that a device that is not an
 * OpenCL device (the native host device, "host") can be an entry too. A
 * device's path is what AMPCC_DEVICE and accelerator("...") accept: its type
 * and its number among the devices of that type ("gpu:0", "cpu:1", "acc:0").
 * The native host device ("host") is always the last entry of the list
 * handed out (its accelerator id is the number of OpenCL devices), but it
 * lives in a slot of its own, HOST_SLOT, made without asking OpenCL: a
 * program on the host device that never lists the accelerators never loads
 * an OpenCL driver (PoCL with LLVM took 55-115 ms of its start-up).
 *
 * An entry's device is opened (context, queue) when first used, by the
 * default device's choice or by an accelerator_view of it; each device is
 * opened once. accelerator_view ids: entry i's default view is i; views made
 * by create_view() are numbered from MAX_DEVICES on. All views of a device
 * share its one in-order queue (and its transfer queue, which copy_async
 * uses), so wait() on any of them waits for all.
 */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "internal.h"

enum { MAX_DEVICES = 64, HOST_SLOT = MAX_DEVICES - 1 };

typedef enum rt_device_kind { RT_DEVICE_OPENCL, RT_DEVICE_HOST } rt_device_kind;

typedef struct rt_device_entry {
    rt_device_kind kind;
    cl_platform_id platform;    /* RT_DEVICE_OPENCL */
    cl_device_id device;
    char path[32];
    char description[256];
    ampcc_accelerator facts;    /* what accelerator_get_all hands out (id = index) */
    rt_device *opened;          /* NULL until first used */
} rt_device_entry;

typedef struct rt_device_list {
    int made;                   /* the OpenCL devices are listed */
    int host_made;              /* entries[HOST_SLOT] is filled */
    int count;                  /* OpenCL devices, entries[0 .. count-1] */
    rt_device_entry entries[MAX_DEVICES];
    const char *default_path;   /* accelerator_set_default's, copied; NULL: AMPCC_DEVICE */
    int default_used;           /* the default device has been chosen: it stays */
    int gpu_files_known;        /* gpu_files (below) has been looked for */
    int gpu_files;              /* a GPU driver's device file exists */
    int default_host_known;     /* default_host is decided */
    int default_host;           /* without AMPCC_DEVICE, the host device is the default */
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
    for (cl_uint i = 0; i < n && i < MAX_DEVICES && devices.count < HOST_SLOT; i++) {
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

/* The native host device (LANGUAGE.md section 11): kernels compiled into
 * the program, host memory in place. */
static void make_host_entry(void)
{
    rt_device_entry *e = &devices.entries[HOST_SLOT];
    int id = devices.count;   /* its place after the OpenCL devices, once they are listed */
    if (devices.host_made)
        return;
    devices.host_made = 1;
    e->kind = RT_DEVICE_HOST;
    snprintf(e->path, sizeof e->path, "host");
    snprintf(e->description, sizeof e->description, "host (%ld cores, OpenMP)", rt_host_cores());
    e->facts = (ampcc_accelerator){
        .id = id,
        .device_path = e->path,
        .description = e->description,
        .version = 0x00010002u,
        .dedicated_memory = 0,
        .is_emulated = 0,
        .supports_double_precision = 1,
        .supports_limited_double_precision = 1,
        .supports_cpu_shared_memory = 1,
    };
}

static void make_list(void)
{
    cl_platform_id plats[16];
    cl_uint np = 0;
    int counts[3] = {0, 0, 0};
    make_host_entry();
    if (devices.made)
        return;
    devices.made = 1;
    rt_prestart_join();   /* the driver loads on one thread at a time */
    if (clGetPlatformIDs(16, plats, &np) != CL_SUCCESS)
        np = 0;
    for (cl_uint i = 0; i < np && i < 16; i++)
        add_platform(plats[i], counts);
    devices.entries[HOST_SLOT].facts.id = devices.count;
}

/* ---- the default device without AMPCC_DEVICE (issue 12) ------------------ */

/* THE switch: without AMPCC_DEVICE, a machine with no GPU among its OpenCL
 * devices (or with no OpenCL platform) runs on the host device. 0 restores
 * the rule before it: the first GPU, else the first OpenCL device (PoCL). A
 * GPU, when there is one, is the default either way; AMPCC_DEVICE and a
 * static program (always the host device) are not affected. Under MPI the
 * rank rule (device.c) runs after this one: on a machine with a GPU, local
 * rank K takes gpu:K and a rank past the last GPU the host device. */
enum { HOST_IS_DEFAULT_WITHOUT_GPU = 1 };

/* Every GPU OpenCL driver reaches its GPU through one of these device files
 * (NVIDIA; AMD's ROCm; WSL2's GPU; Arm Mali; Qualcomm Adreno) or a file in
 * one of these folders (the kernel's DRM render nodes, which Intel's, AMD's
 * and Mesa's drivers open; compute accelerators). Where none exists, no
 * OpenCL device can be a GPU, and that is known without loading a driver. */
static const char *const gpu_files[] = {"/dev/nvidiactl", "/dev/nvidia0", "/dev/kfd", "/dev/dxg",
                                        "/dev/mali0", "/dev/kgsl-3d0", NULL};
static const char *const gpu_folders[] = {"/dev/dri", "/dev/accel", NULL};

static int folder_has_files(const char *path)
{
    DIR *d = opendir(path);
    struct dirent *e;
    int found = 0;
    if (!d)
        return 0;
    while (!found && (e = readdir(d)) != NULL)
        found = strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0;
    closedir(d);
    return found;
}

/* May the machine have a GPU? A few stat calls, no OpenCL. */
static int gpu_files_exist(void)
{
    if (!devices.gpu_files_known) {
        devices.gpu_files_known = 1;
        for (int i = 0; gpu_files[i] && !devices.gpu_files; i++)
            devices.gpu_files = access(gpu_files[i], F_OK) == 0;
        for (int i = 0; gpu_folders[i] && !devices.gpu_files; i++)
            devices.gpu_files = folder_has_files(gpu_folders[i]);
    }
    return devices.gpu_files;
}

int rt_default_may_be_host(void)
{
    return HOST_IS_DEFAULT_WITHOUT_GPU;
}

int rt_default_is_host_cheaply(void)
{
    return rt_linked_without_opencl() || (rt_default_may_be_host() && !gpu_files_exist());
}

/* Is a GPU among the OpenCL devices? Loads the drivers (joining the start-up
 * thread, which has usually done that by now). */
static int listed_gpu(void)
{
    make_list();
    for (int i = 0; i < devices.count; i++)
        if (strncmp(devices.entries[i].path, "gpu:", 4) == 0)
            return 1;
    return 0;
}

int rt_default_is_host(const char *file, int line)
{
    if (!devices.default_host_known) {
        int host = rt_default_is_host_cheaply();
        if (!host && rt_default_may_be_host()) {
            rt_prestart_check_fork(file, line);   /* the drivers are asked below */
            host = !listed_gpu();
        }
        devices.default_host = host;
        devices.default_host_known = 1;
    }
    return devices.default_host;
}

/* Is entry index i made (HOST_SLOT, or an OpenCL device)? Asks OpenCL only for the latter. */
static int is_entry(int i)
{
    if (i == HOST_SLOT) {
        make_host_entry();
        return 1;
    }
    make_list();
    return i >= 0 && i < devices.count;
}

/* The entry of accelerator id `id` (its place in the list handed out), or -1. */
static int entry_of_id(int id)
{
    make_list();
    return id == devices.count ? HOST_SLOT : id >= 0 && id < devices.count ? id : -1;
}

int rt_list_index_of(cl_device_id device, int is_host)
{
    if (is_host) {
        make_host_entry();
        return HOST_SLOT;
    }
    make_list();
    for (int i = 0; i < devices.count; i++)
        if (devices.entries[i].kind == RT_DEVICE_OPENCL && devices.entries[i].device == device)
            return i;
    return -1;
}

/* The host device's facts go into d (native.c fills the current device). */
static void open_host_device(rt_device *d)
{
    rt_device *before = rt_use_device(d);
    rt_native_device_init();
    rt_use_device(before);
}

/* With two OpenCL devices open, each launch is flushed at once: a driver
 * may hold queued work until something waits on that queue (NVIDIA's does),
 * and the host's next wait is usually on the other device, so the second
 * device's kernels would start only after the first's had ended. */
static void note_several_devices(void)
{
    int open = 0;
    for (int pass = 0; pass < 2; pass++)
        for (int i = 0; i < MAX_DEVICES; i++) {
            rt_device *d = devices.entries[i].opened;
            if (!d || !d->ready || d->is_host)
                continue;
            if (pass == 0)
                open++;
            else
                d->flush_launches = open > 1;
        }
}

rt_device *rt_open_listed_device(int index, const char *file, int line)
{
    rt_device_entry *e;
    rt_device *d;
    if (!is_entry(index))
        rt_fail(file, line, "the chosen device is not among the devices listed");
    e = &devices.entries[index];
    if (e->opened && e->opened->ready)
        return e->opened;
    d = e->opened ? e->opened : calloc(1, sizeof *d);
    if (!d)
        rt_fail_kind(AMPCC_OUT_OF_MEMORY, file, line, "out of host memory");
    e->opened = d;
    d->list_index = index;
    rt_note_use();
    if (e->kind == RT_DEVICE_HOST)
        open_host_device(d);
    else
        rt_device_open_opencl(d, e->platform, e->device, file, line);
    note_several_devices();
    return d;
}

void rt_each_open_device(void (*fn)(rt_device *d))
{
    for (int i = 0; i < MAX_DEVICES; i++)
        if (devices.entries[i].opened)
            fn(devices.entries[i].opened);
}

void rt_forget_open_devices(void)
{
    for (int i = 0; i < MAX_DEVICES; i++) {
        free(devices.entries[i].opened);
        devices.entries[i].opened = NULL;
    }
}

/* The entry whose path is `path`, or NULL. */
static rt_device_entry *entry_at_path(const char *path)
{
    make_list();
    if (strcasecmp(path, "host") == 0)
        return &devices.entries[HOST_SLOT];
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
        if (devices.entries[i].kind == RT_DEVICE_OPENCL && devices.entries[i].device == device)
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
    int n = 0;
    make_list();
    for (int i = 0; i < devices.count && n < max; i++)
        out[n++] = devices.entries[i].facts;
    if (n < max)
        out[n] = devices.entries[HOST_SLOT].facts;
    return devices.count + 1;
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
    make_list();   /* the entry's facts hand out its id */
    if (rt_dev.list_index < 0 || !is_entry(rt_dev.list_index))
        rt_fail(file, line, "the runtime's device '%s' is not among the devices listed", rt_dev.name);
    return &devices.entries[rt_dev.list_index];
}

ampcc_accelerator ampcc_accelerator_make(const char *path, const char *file, int line)
{
    ampcc_accelerator a = {0};
    rt_device_entry *e;
    rt_try t;
    a.id = -1;
    if (!RT_TRY(t))
        return a;   /* empty: no path, no description */
    /* "default": C++ AMP's accelerator::default_accelerator */
    e = path && strcasecmp(path, "default") != 0 ? entry_at_path(path) : default_entry(file, line);
    if (!e)
        rt_fail(file, line, "no device has the path '%s'; a path is a device type and its number, "
                "such as 'gpu:0' or 'cpu:0' (accelerator_get_all lists them)", path);
    a = e->facts;
    rt_try_end(&t);
    return a;
}

/* ---- accelerator_view ---------------------------------------------------- */

typedef struct rt_view_entry {
    int device;                 /* its device's entry in the list */
    int queuing_mode;           /* AMPCC_QUEUING_* */
} rt_view_entry;

/* Views made by create_view(): id MAX_DEVICES + k is made[k]. */
static struct {
    rt_view_entry *made;
    int len, cap;
} views;

static void free_views(void)
{
    free(views.made);
    memset(&views, 0, sizeof views);
}

static int view_device_index(int view_id, const char *file, int line)
{
    if (view_id >= 0 && view_id < MAX_DEVICES && is_entry(view_id))
        return view_id;
    if (view_id >= MAX_DEVICES && view_id - MAX_DEVICES < views.len)
        return views.made[view_id - MAX_DEVICES].device;
    rt_fail(file, line, "this accelerator_view was never made (or its construction failed); "
            "take one from an accelerator: acc.default_view or acc.create_view()");
}

rt_device *rt_view_device(int view_id, const char *file, int line)
{
    return rt_open_listed_device(view_device_index(view_id, file, line), file, line);
}

int rt_default_view_id(const char *file, int line)
{
    rt_device_ready(file, line);
    return rt_dev.list_index;
}

static ampcc_accelerator_view view_value(int id, int entry, int mode)
{
    ampcc_accelerator_view av;
    av.id = id;
    av.queuing_mode = mode;
    make_list();   /* the accelerator's id is its place in the list */
    av.accelerator = devices.entries[entry].facts;
    return av;
}

/* An accelerator that failed to construct (id -1) has no views. */
static int accelerator_entry(const ampcc_accelerator *acc, const char *file, int line)
{
    int entry = entry_of_id(acc->id);
    if (entry < 0)
        rt_fail(file, line, "this accelerator has no device (its construction failed); "
                "construct it with a path that accelerator_get_all lists");
    return entry;
}

ampcc_accelerator_view ampcc_accelerator_default_view(ampcc_accelerator acc, const char *file,
                                                      int line)
{
    ampcc_accelerator_view none = {-1, 0, {-1, 0, 0, 0, 0, 0, 0, 0, 0}};
    rt_try t;
    volatile int entry = -1;
    if (!RT_TRY(t))
        return none;
    entry = accelerator_entry(&acc, file, line);
    rt_try_end(&t);
    return view_value(entry, entry, AMPCC_QUEUING_AUTOMATIC);   /* entry i's default view is i */
}

ampcc_accelerator_view ampcc_accelerator_create_view(ampcc_accelerator acc, int mode,
                                                     const char *file, int line)
{
    ampcc_accelerator_view none = {-1, 0, {-1, 0, 0, 0, 0, 0, 0, 0, 0}};
    volatile int m = mode < 0 ? AMPCC_QUEUING_AUTOMATIC : mode;   /* -1: create_view() */
    volatile int entry = -1;
    rt_try t;
    if (!RT_TRY(t))
        return none;
    entry = accelerator_entry(&acc, file, line);
    if (m != AMPCC_QUEUING_AUTOMATIC && m != AMPCC_QUEUING_IMMEDIATE)
        rt_fail(file, line, "%d is not a queuing_mode; use queuing_mode_automatic or "
                "queuing_mode_immediate", m);
    if (views.len == views.cap) {
        int cap = views.cap ? views.cap * 2 : 8;
        rt_view_entry *more = realloc(views.made, (size_t)cap * sizeof *more);
        if (!more)
            rt_fail_kind(AMPCC_OUT_OF_MEMORY, file, line, "out of host memory");
        views.made = more;
        views.cap = cap;
        rt_at_exit(free_views);
    }
    views.made[views.len] = (rt_view_entry){entry, m};
    rt_try_end(&t);
    return view_value(MAX_DEVICES + views.len++, entry, m);
}

ampcc_accelerator_view rt_accelerator_view_of(int view_id)
{
    int entry = view_device_index(view_id, NULL, 0);
    int mode = view_id >= MAX_DEVICES ? views.made[view_id - MAX_DEVICES].queuing_mode
                                      : AMPCC_QUEUING_AUTOMATIC;
    return view_value(view_id, entry, mode);
}

/* The device of av if it has been opened: a device nothing ran on has no
 * work to wait for. */
static rt_device *opened_device_of(const ampcc_accelerator_view *av, const char *file, int line)
{
    rt_device_entry *e = &devices.entries[view_device_index(av->id, file, line)];
    return e->opened && e->opened->ready ? e->opened : NULL;
}

/* clFinish or clFlush on av's device queue (a device nothing ran on has none:
 * nothing to do). */
static void on_view_queue(ampcc_accelerator_view av, cl_int (*op)(cl_command_queue), const char *what,
                          const char *file, int line)
{
    RT_ENTER();
    rt_device *d;
    rt_try t;
    if (!RT_TRY(t))
        return;
    d = opened_device_of(&av, file, line);
    if (d && d->copy_queue)   /* copy_async's transfers are the view's commands too */
        RT_CHECK(op(d->copy_queue), what, file, line);
    if (d && d->queue)
        RT_CHECK(op(d->queue), what, file, line);
    rt_try_end(&t);
}

void ampcc_accelerator_view_wait(ampcc_accelerator_view av, const char *file, int line)
{
    on_view_queue(av, clFinish, "clFinish", file, line);
}

void ampcc_accelerator_view_flush(ampcc_accelerator_view av, const char *file, int line)
{
    on_view_queue(av, clFlush, "clFlush", file, line);
}

/* A marker after every command queued on av so far. On the host device (and
 * on a device nothing ran on) all of them have finished: it is ready. */
ampcc_future ampcc_accelerator_view_create_marker(ampcc_accelerator_view av, const char *file,
                                                  int line)
{
    RT_ENTER();
    ampcc_future none = {0};
    cl_event ev = NULL;
    rt_device *d;
    rt_try t;
    if (!RT_TRY(t))
        return none;
    d = opened_device_of(&av, file, line);
    if (d && d->queue) {
        RT_CHECK(clEnqueueMarkerWithWaitList(d->queue, d->copy_last ? 1 : 0,
                                             d->copy_last ? &d->copy_last : NULL, &ev),
                 "clEnqueueMarkerWithWaitList", file, line);
        clFlush(d->queue);   /* so that it completes without a wait */
    }
    rt_try_end(&t);
    return ev ? rt_future_pending(ev, NULL, NULL) : rt_future_ready();
}
