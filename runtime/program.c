/* program.c - each translation unit's OpenCL program: built once per process
 * on its first launch, and kept on disk between runs as the device's binary.
 *
 * Cache entry: $XDG_CACHE_HOME/ampcc/<key>.bin (default ~/.cache/ampcc), where
 * key hashes the source, the build options, the device name, the driver
 * version and the platform version. The file starts with a small header
 * (magic, key, size, checksum of the payload). An entry is validated before
 * anything of it reaches the driver (a driver handed a corrupt binary may
 * crash): a truncated, empty, corrupt or foreign file is deleted, and the
 * program is built from source and the entry written anew.
 * AMPCC_CACHE=0 turns the cache off.
 */
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <fcntl.h>
#include <time.h>
#include <unistd.h>
#include "internal.h"

static rt_program *all_programs;

/* How often a build that the driver fails on its own is tried. */
enum { BUILD_TRIES = 4 };

static const char CACHE_MAGIC[8] = {'A', 'M', 'P', 'C', 'C', 'B', 'I', '2'};

typedef struct cache_header {
    char magic[8];
    uint64_t key;
    uint64_t size;   /* bytes of binary that follow */
    uint64_t sum;    /* rt_checksum of those bytes */
} cache_header;

/* ---- the key ------------------------------------------------------------- */

/* FNV-1a over each part, with a separator so that parts cannot run together. */
static uint64_t hash_parts(const char *const *parts, int n)
{
    uint64_t h = 1469598103934665603ull;
    for (int i = 0; i < n; i++) {
        for (const unsigned char *p = (const unsigned char *)(parts[i] ? parts[i] : ""); *p; p++)
            h = (h ^ *p) * 1099511628211ull;
        h = (h ^ 0xff) * 1099511628211ull;
    }
    return h;
}

/* The program's build options, plus -DAMPCC_WIDE_POSITIONS on a CPU device:
 * the generated code then computes element positions in 64 bits, which PoCL
 * needs to vectorise, and in 32 bits elsewhere (cheaper on a GPU); plus
 * -DAMPCC_ALIASED_VARIANTS for the second build that holds the kernels'
 * variants for views that share storage (rt_aliased_kernel). */
typedef struct options_text { char text[512]; } options_text;

static const char *build_options(const rt_device *d, const ampcc_program *prog, int aliased,
                                 options_text *buf)
{
    snprintf(buf->text, sizeof buf->text, "%s%s%s", prog->build_options,
             d->is_cpu ? " -DAMPCC_WIDE_POSITIONS" : "",
             aliased ? " -DAMPCC_ALIASED_VARIANTS" : "");
    return buf->text;
}

static uint64_t cache_key(const rt_device *d, const ampcc_program *prog, int aliased)
{
    options_text options;
    const char *parts[] = {"ampcc-cache-2", prog->source, build_options(d, prog, aliased, &options),
                           d->name, d->driver_version, d->platform_version};
    return hash_parts(parts, (int)(sizeof parts / sizeof parts[0]));
}

static int cache_enabled(void)
{
    const char *s = getenv("AMPCC_CACHE");
    return !(s && strcmp(s, "0") == 0);
}

/* The user's cache folder ($XDG_CACHE_HOME, else ~/.cache); 0 if neither is set. */
static int cache_parent(char *out, size_t size)
{
    const char *xdg = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
    if (xdg && *xdg)
        return (size_t)snprintf(out, size, "%s", xdg) < size;
    if (home && *home)
        return (size_t)snprintf(out, size, "%s/.cache", home) < size;
    return 0;
}

int rt_cache_folder_unwritable(char *path, size_t size, int *err)
{
    if (!cache_parent(path, size))
        return 0;
    if (mkdir(path, 0700) != 0 && errno != EEXIST) {
        *err = errno;
        return 1;
    }
    if (access(path, W_OK | X_OK) != 0) {
        *err = errno;
        return 1;
    }
    return 0;
}

/* The cache folder, made if missing; 0 when there is none to be had. */
static int cache_dir(char *out, size_t size)
{
    char parent[4096];
    if (!cache_parent(parent, sizeof parent))
        return 0;
    mkdir(parent, 0700);
    if ((size_t)snprintf(out, size, "%s/ampcc", parent) >= size)
        return 0;
    return mkdir(out, 0700) == 0 || errno == EEXIST;
}

static int cache_path(uint64_t key, char *out, size_t size)
{
    char dir[4096];
    if (!cache_dir(dir, sizeof dir))
        return 0;
    return (size_t)snprintf(out, size, "%s/%016llx.bin", dir, (unsigned long long)key) < size;
}

/* ---- reading and writing entries ---------------------------------------- */

/* FNV-1a over the bytes: each step is a bijection of the running value for a
 * given state, so any single changed byte (any bit flip) changes the sum. */
uint64_t rt_checksum(const unsigned char *bytes, size_t n)
{
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < n; i++)
        h = (h ^ bytes[i]) * 1099511628211ull;
    return h;
}

static int header_fits(const cache_header *h, uint64_t key)
{
    return memcmp(h->magic, CACHE_MAGIC, 8) == 0 && h->key == key && h->size > 0 &&
           h->size < ((uint64_t)1 << 32);
}

/* The payload of the entry at `path` (malloc'd) when its header is ours for
 * `key`, its length matches and its checksum holds; else NULL, and
 * *bad is set when a file was there but failed a check. */
unsigned char *rt_cache_read(const char *path, uint64_t key, size_t *size, int *bad)
{
    FILE *f = fopen(path, "rb");
    cache_header h;
    unsigned char *bin = NULL;
    *bad = 0;
    if (!f)
        return NULL;
    if (fread(&h, sizeof h, 1, f) == 1 && header_fits(&h, key)) {
        bin = malloc(h.size);
        if (bin && fread(bin, 1, h.size, f) == h.size && fgetc(f) == EOF &&
            rt_checksum(bin, h.size) == h.sum) {
            *size = h.size;
        } else {
            free(bin);
            bin = NULL;
        }
    }
    fclose(f);
    *bad = bin == NULL;
    return bin;
}

/* Written to a temporary name and renamed, so that a concurrent run never
 * reads half an entry. Failure only costs the next run a build. */
void rt_cache_write(const char *path, uint64_t key, const unsigned char *bin, size_t size)
{
    char tmp[4300];
    cache_header h;
    FILE *f;
    snprintf(tmp, sizeof tmp, "%s.%ld.tmp", path, (long)getpid());
    f = fopen(tmp, "wb");
    if (!f)
        return;
    memcpy(h.magic, CACHE_MAGIC, 8);
    h.key = key;
    h.size = size;
    h.sum = rt_checksum(bin, size);
    int ok = fwrite(&h, sizeof h, 1, f) == 1 && fwrite(bin, 1, size, f) == size;
    ok = fclose(f) == 0 && ok;
    if (!ok || rename(tmp, path) != 0)
        unlink(tmp);
}

/* The built program's binary for our one device (malloc'd), or NULL. */
static unsigned char *program_binary(cl_program p, size_t *size)
{
    unsigned char *bin;
    if (clGetProgramInfo(p, CL_PROGRAM_BINARY_SIZES, sizeof *size, size, NULL) != CL_SUCCESS ||
        *size == 0)
        return NULL;
    bin = malloc(*size);
    if (bin && clGetProgramInfo(p, CL_PROGRAM_BINARIES, sizeof bin, &bin, NULL) != CL_SUCCESS) {
        free(bin);
        bin = NULL;
    }
    return bin;
}

/* ---- building ------------------------------------------------------------ */

/* For the message should the driver end the process during a build. */
static const char *building_what(const ampcc_program *prog)
{
    static char what[600];
    snprintf(what, sizeof what, "building the kernels of %s", prog->file);
    return what;
}

/* The start-up thread builds quietly (file NULL): nothing printed, no step
 * recorded for the exit hook, which is the main thread's (prestart.c). */
static void step_begin(const ampcc_program *prog, const char *file, int line)
{
    if (file)
        rt_step_begin(building_what(prog), file, line);
}

static void step_end(const char *file)
{
    if (file)
        rt_step_end();
}

static cl_program load_binary(const rt_device *d, const ampcc_program *prog, int aliased,
                              const unsigned char *bin, size_t size, const char *file, int line)
{
    cl_int err, status;
    options_text options;
    cl_program p = clCreateProgramWithBinary(d->context, 1, &d->device, &size, &bin, &status, &err);
    if (err != CL_SUCCESS || status != CL_SUCCESS)
        return p ? (clReleaseProgram(p), NULL) : NULL;
    step_begin(prog, file, line);
    err = clBuildProgram(p, 1, &d->device, build_options(d, prog, aliased, &options), NULL, NULL);
    step_end(file);
    if (err != CL_SUCCESS) {
        clReleaseProgram(p);
        return NULL;
    }
    return p;
}

/* The driver's build log for p (malloc'd, never NULL). */
static char *build_log(const rt_device *d, cl_program p)
{
    size_t size = 0;
    clGetProgramBuildInfo(p, d->device, CL_PROGRAM_BUILD_LOG, 0, NULL, &size);
    char *log = calloc(size + 1, 1);
    if (log && size)
        clGetProgramBuildInfo(p, d->device, CL_PROGRAM_BUILD_LOG, size, log, NULL);
    return log ? log : calloc(1, 1);
}

/* A log that names no error in the source: the driver itself failed (PoCL,
 * for one, says only "failed to build the program" when its own kernel
 * cache loses a race with another process), not the code ampcc generated. */
int rt_log_blames_driver(const char *log)
{
    return !strstr(log, "error:") && !strstr(log, "error ");
}

/* Builds of one cache entry are serialised across processes: the first
 * process to start a new program builds it while the others wait, then load
 * its binary. Without this, concurrent first runs race in the driver's own
 * kernel cache (PoCL's fails about 2 builds in 100 with 20 at once). Returns
 * the lock's descriptor, or -1 (then nothing is serialised). */
static int lock_entry(const char *path)
{
    char lock[4300];
    snprintf(lock, sizeof lock, "%s.lock", path);
    int fd = open(lock, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (fd >= 0 && flock(fd, LOCK_EX) != 0) {
        close(fd);
        fd = -1;
    }
    return fd;
}

static void unlock_entry(int fd)
{
    if (fd >= 0)
        close(fd);   /* releases the flock */
}

/* The build failed for good. The entry's lock goes first: with an error
 * handler installed the program goes on, and other processes wait on it. */
static void fail_build(const ampcc_program *prog, char *log, cl_int err, int lock, const char *file,
                       int line)
{
    unlock_entry(lock);
    if (rt_has_error_handler()) {
        free(log);   /* the handler gets the message; the log goes with the program */
        rt_fail(file, line, "the OpenCL C that ampcc generated for %s failed to build on '%s' "
                "(%s)", prog->file, rt_dev.name, rt_cl_error_name(err));
    }
    fflush(stdout);
    if (rt_log_blames_driver(log))
        fprintf(stderr, "%s:%d: error: the OpenCL driver failed to build the kernels of %s on "
                "'%s' (%s) without reporting an error in them, %d times; this is a failure of "
                "the driver or its own cache, not of your program: try again, clear the "
                "driver's cache (PoCL: $XDG_CACHE_HOME/pocl or ~/.cache/pocl), or choose "
                "another device with AMPCC_DEVICE\n%s: note: build log:\n%s\n",
                file, line, prog->file, rt_dev.name, rt_cl_error_name(err), BUILD_TRIES,
                prog->file, *log ? log : "(empty)");
    else
        fprintf(stderr, "%s:%d: error: the OpenCL C that ampcc generated for %s failed to build "
                "on '%s' (%s); this is a bug in ampcc or in the OpenCL driver: report it with "
                "the output of `ampcc --emit=opencl %s`, or try another device with "
                "AMPCC_DEVICE\n%s: note: build log:\n%s\n",
                file, line, prog->file, rt_dev.name, rt_cl_error_name(err), prog->file,
                prog->file, log);
    exit(1);
}

static void pause_ms(long ms)
{
    struct timespec t = {ms / 1000, (ms % 1000) * 1000000L};
    nanosleep(&t, NULL);
}

/* Built from source; a failure whose log names no error in the source is
 * the driver's (see rt_log_blames_driver) and is tried again, a little later.
 * Quietly (file NULL, the start-up thread) any failure gives NULL: the first
 * launch then builds again and reports it. *builds counts the attempts. */
static cl_program build_source(const rt_device *d, const ampcc_program *prog, int aliased, int lock,
                               int *builds, const char *file, int line)
{
    options_text options;
    for (int attempt = 1;; attempt++) {
        cl_int err;
        const char *source = prog->source;
        cl_program p = clCreateProgramWithSource(d->context, 1, &source, NULL, &err);
        if (!file && err != CL_SUCCESS)
            return NULL;
        RT_CHECK(err, "clCreateProgramWithSource", file, line);
        ++*builds;
        step_begin(prog, file, line);
        err = clBuildProgram(p, 1, &d->device, build_options(d, prog, aliased, &options), NULL, NULL);
        step_end(file);
        if (err == CL_SUCCESS)
            return p;
        char *log = build_log(d, p);
        clReleaseProgram(p);
        if (!file) {
            free(log);
            return NULL;
        }
        if (attempt == BUILD_TRIES || !rt_log_blames_driver(log))
            fail_build(prog, log, err, lock, file, line);
        free(log);
        pause_ms(20L * attempt);
    }
}

/* From the disk cache when a valid entry exists, else from source (then
 * saved for the next run); on device d, quietly when file is NULL. */
static cl_program obtain_program_on(const rt_device *d, const ampcc_program *prog, int aliased,
                                    int *builds, const char *file, int line)
{
    char path[4200];
    int use_cache = cache_enabled();
    uint64_t key = use_cache ? cache_key(d, prog, aliased) : 0;
    cl_program p = NULL;
    size_t size = 0;
    unsigned char *bin;
    int bad = 0;
    if (use_cache && !cache_path(key, path, sizeof path))
        use_cache = 0;
    int lock = use_cache ? lock_entry(path) : -1;
    if (use_cache && (bin = rt_cache_read(path, key, &size, &bad)) != NULL) {
        p = load_binary(d, prog, aliased, bin, size, file, line);
        free(bin);
        if (p) {
            unlock_entry(lock);
            return p;
        }
        bad = 1;   /* intact, yet the driver would not take it back */
    }
    if (bad)
        unlink(path);
    p = build_source(d, prog, aliased, lock, builds, file, line);
    if (p && use_cache && (bin = program_binary(p, &size)) != NULL) {
        rt_cache_write(path, key, bin, size);
        free(bin);
    }
    unlock_entry(lock);
    return p;
}

/* The program on the current device, counted in the stats. */
static cl_program obtain_program(const ampcc_program *prog, int aliased, const char *file,
                                 int line)
{
    int builds = 0;
    cl_program p = obtain_program_on(&rt_dev, prog, aliased, &builds, file, line);
    rt_stats.program_builds += builds;
    return p;
}

cl_program rt_program_prebuild(const rt_device *d, const ampcc_program *prog, int *builds)
{
    return obtain_program_on(d, prog, 0, builds, NULL, 0);
}

/* ---- kernels and cleanup -------------------------------------------------- */

static void make_kernel(rt_kernel *k, cl_program p, const char *name, const char *file, int line)
{
    cl_int err;
    cl_uint nargs = 0;
    k->name = name;
    k->kernel = clCreateKernel(p, name, &err);
    RT_CHECK(err, "clCreateKernel", file, line);
    RT_CHECK(clGetKernelInfo(k->kernel, CL_KERNEL_NUM_ARGS, sizeof nargs, &nargs, NULL),
             "clGetKernelInfo", file, line);
    k->work_group_size = rt_dev.max_work_group;
    clGetKernelWorkGroupInfo(k->kernel, rt_dev.device, CL_KERNEL_WORK_GROUP_SIZE,
                             sizeof k->work_group_size, &k->work_group_size, NULL);
    k->nargs = (int)nargs;
    k->args = calloc(nargs ? nargs : 1, sizeof *k->args);
    k->epoch = rt_mem_epoch;
}

static const char aliased_suffix[] = "_aliased";

static int is_aliased_variant(const char *name)
{
    size_t n = strlen(name), k = sizeof aliased_suffix - 1;
    return n > k && strcmp(name + n - k, aliased_suffix) == 0;
}

/* Kernel NAME's variant for views that share storage is NAME_aliased, listed
 * in the same kernel table (the compiler's emit_common.h says why). */
static void link_aliased_variants(rt_program *p)
{
    for (int i = 0; i < p->nkernels; i++)
        p->kernels[i].aliased = -1;
    for (int j = 0; j < p->nkernels; j++) {
        const char *variant = p->kernels[j].name;
        if (!is_aliased_variant(variant))
            continue;
        size_t n = strlen(variant) - (sizeof aliased_suffix - 1);   /* its kernel's name */
        for (int i = 0; i < p->nkernels; i++)
            if (strlen(p->kernels[i].name) == n && !strncmp(p->kernels[i].name, variant, n))
                p->kernels[i].aliased = j;
    }
}

static void free_programs(void)
{
    while (all_programs) {
        rt_program *p = all_programs;
        all_programs = p->next;
        for (int i = 0; i < p->nkernels; i++) {
            rt_kernel *k = &p->kernels[i];
            for (int a = 0; a < k->nargs; a++)
                free(k->args[a].big);
            free(k->args);
            if (k->kernel)
                clReleaseKernel(k->kernel);
        }
        free(p->kernels);
        clReleaseProgram(p->program);
        if (p->aliased_program)
            clReleaseProgram(p->aliased_program);
        p->owner->state = NULL;
        free(p);
    }
}

rt_program *rt_program_get(ampcc_program *prog, const char *file, int line)
{
    rt_program *p;
    for (p = prog->state; p; p = p->sibling)
        if (p->dev == rt_cur)
            return p;   /* built for this device already */
    rt_note_use();
    rt_device_ready(file, line);
    rt_check_program_features(prog, file, line);
    p = calloc(1, sizeof *p);
    p->owner = prog;
    p->dev = rt_cur;
    p->program = rt_prestart_program(prog, rt_dev.context);   /* built before main? */
    if (!p->program)
        p->program = obtain_program(prog, 0, file, line);
    p->nkernels = prog->nkernels;
    p->kernels = calloc(prog->nkernels ? prog->nkernels : 1, sizeof *p->kernels);
    p->next = all_programs;
    all_programs = p;
    rt_at_exit(free_programs);
    for (int i = 0; i < prog->nkernels; i++) {
        if (is_aliased_variant(prog->kernel_names[i])) {
            p->kernels[i].name = prog->kernel_names[i];   /* built when first needed */
        } else {
            make_kernel(&p->kernels[i], p->program, prog->kernel_names[i], file, line);
            p->nlaunchable = i + 1;
        }
    }
    link_aliased_variants(p);
    p->sibling = prog->state;
    prog->state = p;
    return p;
}

rt_kernel *rt_aliased_kernel(rt_program *p, const rt_kernel *k, const char *file, int line)
{
    rt_kernel *variant = &p->kernels[k->aliased];
    if (variant->kernel)
        return variant;
    if (!p->aliased_program)
        p->aliased_program = obtain_program(p->owner, 1, file, line);
    for (int i = 0; i < p->nkernels; i++)
        if (!p->kernels[i].kernel && is_aliased_variant(p->kernels[i].name))
            make_kernel(&p->kernels[i], p->aliased_program, p->kernels[i].name, file, line);
    return variant;
}
