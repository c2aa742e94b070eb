/* ampcc_runtime.h - the small runtime that ampcc-generated host C calls.
 *
 * It sits on the OpenCL ICD loader. One device, context and queue per process;
 * each translation unit's OpenCL program is built once per process and cached
 * on disk between runs. Data moves lazily and minimally (LANGUAGE.md section 8).
 *
 * Conventions shared with the code generator (src/emit_host.c, src/emit_opencl.c):
 *  - AMP dimension k of a rank-N domain is OpenCL dimension N-1-k, so the last
 *    (fastest-varying, row-major) AMP index is get_global_id(0).
 *  - A view or array passed to a kernel is two kernel arguments: the cl_mem
 *    (AMPCC_ARG_VIEW) followed by its ampcc_view_meta by value (AMPCC_ARG_VALUE).
 *  - Every call that can fail takes the user's file and line, and on failure
 *    prints "FILE:LINE: error: ..." with what to do, then exits with status 1.
 */
#ifndef AMPCC_RUNTIME_H
#define AMPCC_RUNTIME_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* extent<N> and index<N> on the host: N ints, row-major order. */
typedef struct ampcc_extent_1 { int v[1]; } ampcc_extent_1;
typedef struct ampcc_extent_2 { int v[2]; } ampcc_extent_2;
typedef struct ampcc_extent_3 { int v[3]; } ampcc_extent_3;
typedef struct ampcc_index_1 { int v[1]; } ampcc_index_1;
typedef struct ampcc_index_2 { int v[2]; } ampcc_index_2;
typedef struct ampcc_index_3 { int v[3]; } ampcc_index_3;

struct ampcc_buffer; /* shared storage: host copy, device copy, which is current */

/* array_view<T, N> on the host (any T and N; the compiler checks the types).
 * Copies share the buffer. */
typedef struct ampcc_view {
    struct ampcc_buffer *buf;
    int rank;
    int is_const;         /* array_view<const T, N>: never copied back */
    int extent[3];        /* extent[0..rank-1] */
    long offset;          /* element offset of index (0,..,0) within buf */
    long stride[3];       /* element strides; stride[rank-1] == 1 */
} ampcc_view;

/* array<T, N> on the host: device-resident data, passed by pointer, never copied. */
typedef struct ampcc_array {
    ampcc_view view;
} ampcc_array;

/* What a kernel sees of a view: passed by value after the buffer argument.
 * Layout is identical in OpenCL C (all ints). */
typedef struct ampcc_view_meta {
    int offset;
    int extent[3];
    int stride[3];
} ampcc_view_meta;

/* ---- views ---------------------------------------------------------------- */

/* array_view<T,N> v(ext..., host_data) / v(ext) (host_data == NULL: runtime-owned,
 * zero-filled storage). ext has `rank` entries. */
ampcc_view ampcc_view_new(int rank, const int *ext, size_t elem_size, void *host_data,
                          int is_const, const char *file, int line);
/* array_view<T,N> v(arr) */
ampcc_view ampcc_view_of_array(ampcc_array *arr, int is_const);
/* array_view<T,N> w = v: shares v's data (takes a reference). */
ampcc_view ampcc_view_share(const ampcc_view *v);
/* End of the declaring scope (used as __attribute__((cleanup))): copies pending
 * device writes back to the host data (unless const), drops the reference. */
void ampcc_view_release(ampcc_view *v);

/* Host element access. mode: AMPCC_READ, AMPCC_WRITE or both. Makes the host
 * copy current first; a write marks the host copy newer than the device's. */
enum { AMPCC_READ = 1, AMPCC_WRITE = 2 };
void *ampcc_view_elem(ampcc_view *v, int mode, const int *idx, size_t elem_size,
                      const char *file, int line);
/* v[i] on a view of rank > 1: the rank-1 lower view (shares data). */
ampcc_view ampcc_view_project(const ampcc_view *v, int i);
/* v.section(origin, ext) */
ampcc_view ampcc_view_section(const ampcc_view *v, const int *origin, const int *ext,
                              const char *file, int line);
void ampcc_view_synchronize(ampcc_view *v, const char *file, int line);
void ampcc_view_refresh(ampcc_view *v);        /* host data changed behind the view's back */
void ampcc_view_discard_data(ampcc_view *v);   /* device need not receive current contents */
void *ampcc_view_data(ampcc_view *v, const char *file, int line); /* host pointer, current */

/* ---- arrays --------------------------------------------------------------- */

/* array<T,N> a(ext) / a(ext, src): src (may be NULL) is copied at construction. */
void ampcc_array_init(ampcc_array *a, int rank, const int *ext, size_t elem_size,
                      const void *src, const char *file, int line);
void ampcc_array_release(ampcc_array *a); /* end of scope */
void ampcc_array_copy_to_host(ampcc_array *a, void *dst, const char *file, int line);
void ampcc_array_copy_to_array(ampcc_array *a, ampcc_array *dst, const char *file, int line);
void ampcc_array_copy_to_view(ampcc_array *a, ampcc_view *dst, const char *file, int line);

/* ---- programs and launches ------------------------------------------------ */

/* One per translation unit, emitted by the compiler as a static object. */
typedef struct ampcc_program {
    const char *source;          /* OpenCL C */
    const char *build_options;   /* e.g. "-cl-std=CL1.2" (+ fast-math flags) */
    const char *const *kernel_names;
    int nkernels;
    const char *file;            /* the translation unit, for messages */
    void *state;                 /* runtime-private; starts NULL */
} ampcc_program;

enum { AMPCC_ARG_VALUE, AMPCC_ARG_VIEW };

typedef struct ampcc_arg {
    int kind;             /* AMPCC_ARG_* */
    const void *ptr;      /* VALUE: the bytes; VIEW: the ampcc_view* */
    size_t size;          /* VALUE: byte count */
    int access;           /* VIEW: AMPCC_READ | AMPCC_WRITE as the kernel uses it */
} ampcc_arg;

enum { AMPCC_TILE_EXACT, AMPCC_TILE_PAD, AMPCC_TILE_TRUNCATE };

typedef struct ampcc_domain {
    int rank;
    int extent[3];
    int tile[3];          /* all 0 for a non-tiled parallel_for_each */
    int mode;             /* AMPCC_TILE_* */
} ampcc_domain;

/* Uploads what the kernel reads and the host changed, sets arguments, enqueues.
 * Does not wait for the kernel: the next host access does. */
void ampcc_launch(ampcc_program *prog, int kernel, const ampcc_domain *dom,
                  const ampcc_arg *args, int nargs, const char *file, int line);

/* ---- diagnostics and tests ------------------------------------------------ */

/* Bytes moved, for tests and benchmarks; also printed at exit when AMPCC_STATS=1. */
typedef struct ampcc_stats {
    unsigned long long bytes_to_device;
    unsigned long long bytes_to_host;
    unsigned long long launches;
    unsigned long long program_builds;   /* clBuildProgram calls (cache misses) */
} ampcc_stats;
void ampcc_get_stats(ampcc_stats *out);

/* `ampcc --list-devices` */
int ampcc_list_devices(void);

#ifdef __cplusplus
}
#endif
#endif
