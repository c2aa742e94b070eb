/* ampcc_runtime.h - the small runtime that ampcc-generated host C calls.
 *
 * It sits on the OpenCL ICD loader. One device, context and queue per process;
 * each translation unit's OpenCL program is built once per process and cached
 * on disk between runs. Data moves lazily and minimally (LANGUAGE.md section 8).
 *
 * Conventions shared with the code generator (src/emit_host.c, src/emit_opencl.c):
 *  - AMP dimension k of a rank-N domain is OpenCL dimension N-1-k, so the last
 *    (fastest-varying, row-major) AMP index is get_global_id(0). Ranks
 *    above 3: see AMPCC_MAX_RANK.
 *  - A view or array passed to a kernel is two kernel arguments: the cl_mem
 *    followed by its ampcc_view_meta by value. The host passes ONE ampcc_arg
 *    of kind AMPCC_ARG_VIEW for it (ptr = the ampcc_view*, for an array
 *    &arr->view); the runtime sets both OpenCL arguments, computing the meta
 *    from the view. Every other capture is one AMPCC_ARG_VALUE.
 *  - Every call that can fail takes the user's file and line, and on failure
 *    prints "FILE:LINE: error: ..." with what to do, then exits with status 1.
 *
 * Changes since the skeleton (runtime owner; names and meanings kept):
 *  1. AMPCC_ARG_VIEW spelled out above: one ampcc_arg per view, the runtime
 *     adds the meta argument itself.
 *  2. ampcc_view_at(): a static inline fast path for host element access with
 *     ampcc_view_elem's meaning; it needs struct ampcc_buffer_head, the public
 *     first fields of the otherwise private struct ampcc_buffer.
 *  3. ampcc_view_project_at(): ampcc_view_project with the user's file:line
 *     for its out-of-range error.
 *  4. Documented details: a const view's synchronize() still fetches device
 *     writes made through other views of the same data; data() counts as a
 *     host write of the whole view unless const; views of runtime-owned
 *     storage and of arrays copy nothing back at release (nothing but views
 *     can see that storage); array copy_to between arrays moves no bytes
 *     through the host. docs/runtime.md has the rules.
 */
#ifndef AMPCC_RUNTIME_H
#define AMPCC_RUNTIME_H

/* No system header here: the generated host C already holds the user's
 * preprocessed headers, and a second copy of <stddef.h> redefines max_align_t. */
typedef __SIZE_TYPE__ ampcc_size_t;

#ifdef __cplusplus
extern "C" {
#endif

/* The highest rank of extent, index, array_view and array (LANGUAGE.md
 * section 4). Ranks 4 and up are laid onto OpenCL's 3 dimensions: the last
 * two AMP dimensions on OpenCL dimensions 0 and 1, the others flattened into
 * dimension 2 (the kernel decodes them from the domain, its last argument). */
#define AMPCC_MAX_RANK 128

/* extent<N> and index<N> on the host: N ints, row-major order (the compiler
 * defines the types of ranks above 3 that a program uses). */
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
    int extent[AMPCC_MAX_RANK];   /* extent[0..rank-1]; 1 beyond, up to 3 */
    long offset;          /* element offset of index (0,..,0) within buf */
    int elem_size;        /* 0: the buffer's elements; else the bytes of this view's own
                             elements (reinterpret_as), which offset and stride count */
    long stride[AMPCC_MAX_RANK];  /* element strides; stride[rank-1] == 1 */
} ampcc_view;

/* array<T, N> on the host: device-resident data, passed by pointer, never copied. */
typedef struct ampcc_array {
    ampcc_view view;
} ampcc_array;

/* What a kernel sees of a view: passed by value after the buffer argument.
 * Layout is identical in OpenCL C (all ints). A view of rank N > 3 is seen
 * as ampcc_view_meta_N, the same fields with N extents and N strides. */
typedef struct ampcc_view_meta {
    int offset;
    int extent[3];
    int stride[3];
} ampcc_view_meta;

/* extent::size(): the product of ext[0..rank), or a located error when it
 * does not fit an int. */
int ampcc_extent_size(int rank, const int *ext, const char *file, int line);

/* ---- views ---------------------------------------------------------------- */

/* array_view<T,N> v(ext..., host_data) / v(ext) (host_data == NULL: runtime-owned,
 * zero-filled storage). ext has `rank` entries. */
ampcc_view ampcc_view_new(int rank, const int *ext, ampcc_size_t elem_size, void *host_data,
                          int is_const, const char *file, int line);
/* array_view<T,N> v(arr) */
ampcc_view ampcc_view_of_array(ampcc_array *arr, int is_const);
/* array_view<T,N> w = v: shares v's data (takes a reference). */
ampcc_view ampcc_view_share(const ampcc_view *v);
/* End of the declaring scope (used as __attribute__((cleanup))): copies pending
 * device writes back to the host data (unless const), drops the reference. */
void ampcc_view_release(ampcc_view *v);
/* ... of a `const array_view` (the cleanup attribute passes a pointer to const) */
static __inline__ void ampcc_view_release_const(const ampcc_view *v)
{
    ampcc_view_release((ampcc_view *)v);
}

/* Host element access. mode: AMPCC_READ, AMPCC_WRITE or both. Makes the host
 * copy current first; a write marks the host copy newer than the device's.
 * An index outside the view's extent is an error naming file:line. */
enum { AMPCC_READ = 1, AMPCC_WRITE = 2 };
void *ampcc_view_elem(const ampcc_view *v, int mode, const int *idx, ampcc_size_t elem_size,
                      const char *file, int line);

/* The first fields of struct ampcc_buffer (runtime-private otherwise), for
 * ampcc_view_at only: element ranges [lo, hi) of the buffer where one copy is
 * newer than the other. Read-only for generated code. */
struct ampcc_buffer_head {
    char *host;                 /* host copy; NULL until an array's is needed */
    long host_newer[2];         /* host copy newer than the device's here */
    long device_newer[2];       /* device copy newer than the host's here */
    int zero_pending;           /* runtime-owned zeros the device has not got yet */
};

/* ampcc_view_elem with an inline fast path: when the element is in range,
 * current on the host and (for a write) already marked as changed by the host,
 * it is a few compares and one multiply-add per dimension; otherwise it calls
 * ampcc_view_elem, which does the work and reports errors. */
/* (Written to compile as C89 too: host code may be built with any -std=.) */
static __inline__ void *ampcc_view_at(const ampcc_view *v, int mode, const int *idx,
                                      ampcc_size_t elem_size, const char *file, int line)
{
    const struct ampcc_buffer_head *h = (const struct ampcc_buffer_head *)v->buf;
    long e = v->offset;
    int ok, k;
    if (!h || v->elem_size) /* no data (the slow path reports it), or reinterpreted */
        return ampcc_view_elem(v, mode, idx, elem_size, file, line);
    ok = h->host != 0;
    for (k = 0; k < v->rank; k++) {
        ok &= (unsigned)idx[k] < (unsigned)v->extent[k];
        e += idx[k] * v->stride[k];
    }
    ok &= !(e >= h->device_newer[0] && e < h->device_newer[1]);
    if (mode & AMPCC_WRITE)
        ok &= e >= h->host_newer[0] && e < h->host_newer[1] && !h->zero_pending;
    if (__builtin_expect(ok, 1))
        return h->host + (ampcc_size_t)e * elem_size;
    return ampcc_view_elem(v, mode, idx, elem_size, file, line);
}
/* v[i] on a view of rank > 1: the rank-1 lower view (shares data). The _at
 * form names the user's line when i is outside the extent. */
ampcc_view ampcc_view_project(const ampcc_view *v, int i);
ampcc_view ampcc_view_project_at(const ampcc_view *v, int i, const char *file, int line);
/* v.section(origin, ext); origin NULL: v.section(ext); ext NULL: v.section(origin)
 * (to the end). A section outside the view is a run-time error. */
ampcc_view ampcc_view_section(const ampcc_view *v, const int *origin, const int *ext,
                              const char *file, int line);
/* v.reinterpret_as<U>(): a rank-1 view of the same bytes counted in U (from:
 * sizeof(T), to: sizeof(U)); the view must be contiguous and its bytes, and
 * where they start, whole U's (a run-time error otherwise). */
ampcc_view ampcc_view_reinterpret(const ampcc_view *v, ampcc_size_t from, ampcc_size_t to,
                                  const char *file, int line);
/* v.view_as(ext): the view's elements in row-major order with extent ext of
 * `rank` entries (no more elements than the view has: a run-time error). */
ampcc_view ampcc_view_view_as(const ampcc_view *v, int rank, const int *ext, const char *file, int line);
void ampcc_view_synchronize(const ampcc_view *v, const char *file, int line);
void ampcc_view_refresh(const ampcc_view *v);        /* host data changed behind the view's back */
void ampcc_view_discard_data(const ampcc_view *v);   /* device need not receive current contents */
void *ampcc_view_data(const ampcc_view *v, const char *file, int line); /* host pointer, current */

/* ---- arrays --------------------------------------------------------------- */

/* array<T,N> a(ext) / a(ext, src): src (may be NULL) is copied at construction. */
void ampcc_array_init(ampcc_array *a, int rank, const int *ext, ampcc_size_t elem_size,
                      const void *src, const char *file, int line);
/* The same on accelerator_view `view_id` (a(ext, av), a(ext, src, av)); with
 * staging_view_id >= 0 (the host device's view: a(ext, cpu_av, av)) a staging
 * array: host-accessible memory that cpu code reads and writes in place. */
void ampcc_array_init_on(ampcc_array *a, int rank, const int *ext, ampcc_size_t elem_size,
                         const void *src, int staging_view_id, int view_id, const char *file,
                         int line);
/* A staging array's element and data() in cpu code; any other array's is a
 * run-time error (reached through a pointer: sema rejects the rest). */
void *ampcc_array_elem(const ampcc_view *a, int mode, const int *idx, ampcc_size_t elem_size,
                       const char *file, int line);
void *ampcc_array_data(const ampcc_view *a, const char *file, int line);
/* a.accelerator_view: the view the array was made on (a staging array's:
 * the host device's); a.associated_accelerator_view: the view its data is
 * meant for (a staging array's av; else the same). */
struct ampcc_accelerator_view ampcc_array_accelerator_view(const ampcc_view *a);
struct ampcc_accelerator_view ampcc_array_associated_accelerator_view(const ampcc_view *a);
void ampcc_array_release(ampcc_array *a); /* end of scope */
/* ... of a `const array<T, N>` (the cleanup attribute passes a pointer to const) */
static __inline__ void ampcc_array_release_const(const ampcc_array *a)
{
    ampcc_array_release((ampcc_array *)a);
}
/* array<T,N> b(a): a new array with a copy of a's data, made on the device. */
ampcc_array ampcc_array_copy_of(const ampcc_array *src, const char *file, int line);
/* array<T,N> b(src), b(src, av), b(src, cpu_av, av): a new array of src's
 * extent (src an array's view or an array_view) holding a copy of its data;
 * the views as for ampcc_array_init_on. */
ampcc_array ampcc_array_copy_of_on(const ampcc_view *src, int staging_view_id, int view_id,
                                   const char *file, int line);
/* array<T,N> a(ext, first, last[, views]): the elements [first, last), which
 * must be as many as ext holds (a run-time error otherwise). */
void ampcc_array_init_range(ampcc_array *a, int rank, const int *ext, ampcc_size_t elem_size,
                            const void *first, const void *last, int staging_view_id, int view_id,
                            const char *file, int line);
void ampcc_array_copy_to_host(const ampcc_array *a, void *dst, const char *file, int line);
void ampcc_array_copy_to_array(const ampcc_array *a, const ampcc_array *dst, const char *file, int line);
void ampcc_array_copy_to_view(const ampcc_array *a, const ampcc_view *dst, const char *file, int line);
/* v.copy_to(dst) of an array_view: dst is a view, or an array's (&a.view). */
void ampcc_view_copy_to(const ampcc_view *src, const ampcc_view *dst, const char *file, int line);

/* ---- accelerators (LANGUAGE.md section 10; runtime/accelerator.c) --------- */

/* accelerator: one device of the list accelerator_get_all fills. The strings
 * live as long as the program. An accelerator whose construction failed has
 * id -1 and nothing else. */
typedef struct ampcc_accelerator {
    int id;                                 /* its place in the device list */
    const char *device_path;                /* "gpu:0", "cpu:0": what accelerator(...) takes */
    const char *description;                /* device (platform) */
    unsigned version;                       /* major << 16 | minor */
    unsigned long long dedicated_memory;    /* KiB; 0 where it is the host's memory */
    int is_emulated;
    int supports_double_precision;
    int supports_limited_double_precision;
    int supports_cpu_shared_memory;
} ampcc_accelerator;
/* accelerator acc; (path NULL: the default device) and accelerator acc(path). */
ampcc_accelerator ampcc_accelerator_make(const char *path, const char *file, int line);
/* Fills out[0..max-1], returns how many devices there are. */
int ampcc_accelerator_get_all(ampcc_accelerator *out, int max);
/* 0 once the default device has been chosen, or for an unknown path. */
int ampcc_accelerator_set_default(const char *path);

/* accelerator_view: a queue on a device (LANGUAGE.md section 10). `id` is the
 * runtime's number for it (-1: a view whose construction failed); the
 * members `queuing_mode` and `accelerator` are plain fields. All views of one
 * device share its in-order queue. */
enum { AMPCC_QUEUING_IMMEDIATE, AMPCC_QUEUING_AUTOMATIC };
typedef struct ampcc_accelerator_view {
    int id;
    int queuing_mode;                       /* AMPCC_QUEUING_* */
    ampcc_accelerator accelerator;          /* its device */
} ampcc_accelerator_view;
/* completion_future: a number naming asynchronous work (0: none, valid() is
 * false). It owns nothing, so it may be copied or dropped without waiting
 * (runtime/future.c). */
typedef struct ampcc_future {
    unsigned long long id;
} ampcc_future;
/* acc.default_view, acc.create_view(mode) (mode -1: create_view(), automatic) */
ampcc_accelerator_view ampcc_accelerator_default_view(ampcc_accelerator acc, const char *file,
                                                      int line);
ampcc_accelerator_view ampcc_accelerator_create_view(ampcc_accelerator acc, int mode,
                                                     const char *file, int line);
/* av.wait(): every command queued on av's device so far has finished;
 * av.flush(): they are sent to the device; av.create_marker() */
void ampcc_accelerator_view_wait(ampcc_accelerator_view av, const char *file, int line);
void ampcc_accelerator_view_flush(ampcc_accelerator_view av, const char *file, int line);
ampcc_future ampcc_accelerator_view_create_marker(ampcc_accelerator_view av, const char *file,
                                                  int line);

#ifdef AMPCC_LIBRARY_ACCELERATOR
typedef ampcc_accelerator accelerator;
typedef ampcc_accelerator_view accelerator_view;
/* C++ AMP's accelerator::default_accelerator and accelerator::cpu_accelerator:
 * the paths of the default device and of the host device. */
static const char *const accelerator_default_accelerator __attribute__((unused)) = "default";
static const char *const accelerator_cpu_accelerator __attribute__((unused)) = "host";
enum {
    queuing_mode_immediate = AMPCC_QUEUING_IMMEDIATE,
    queuing_mode_automatic = AMPCC_QUEUING_AUTOMATIC
};
static __inline__ int accelerator_get_all(accelerator *out, int max)
{
    return ampcc_accelerator_get_all(out, max);
}
static __inline__ int accelerator_set_default(const char *path)
{
    return ampcc_accelerator_set_default(path);
}
#endif

/* ---- short vector types (LANGUAGE.md section 10) --------------------------
 * Structs of 2 to 4 components laid out as C++ AMP's (int_3 is 12 bytes); the
 * same struct in the OpenCL C, so views of them share the layout. */
#ifdef AMPCC_LIBRARY_SHORT_VECTORS
/* The operators: ampcc_T_N_add/sub/mul/div (component-wise), neg, eq,
 * OP_assign (through a pointer, so that `a += b` evaluates a once), make (one
 * value per component) and splat (one for all); a scalar operand is splat.
 * Swizzles: at(v, k) is component k, get2/3/4(v, i, ...) the vector of the
 * components named (v.zyx: get3(v, 2, 1, 0)), set2/3/4(&v, i, ..., e) writes
 * e's components to them and gives e (v.zyx = e). */
/* norm and unorm: floats kept in [-1, 1] and [0, 1]; every operation that
 * makes one clamps (AMPCC_CLAMP, redefined for norm_N and unorm_N below; a
 * NaN stays NaN, as in C++ AMP). update(&n, op, b, give_old) is n OP= b
 * clamped, giving the new value, or the old one (n++ and n--). */
static __inline__ float ampcc_norm_clamp(float v) { v = v < -1.0f ? -1.0f : v; return v > 1.0f ? 1.0f : v; }
static __inline__ float ampcc_unorm_clamp(float v) { v = v < 0.0f ? 0.0f : v; return v > 1.0f ? 1.0f : v; }
#define AMPCC_NORM_UPDATE(N)                                                                      \
    static __inline__ float ampcc_##N##_update(float *n, char op, float b, int give_old)         \
    {                                                                                             \
        float old = *n;                                                                           \
        *n = ampcc_##N##_clamp(op == '+' ? old + b : op == '-' ? old - b : op == '*' ? old * b : old / b); \
        return give_old ? old : *n;                                                               \
    }
AMPCC_NORM_UPDATE(norm)
AMPCC_NORM_UPDATE(unorm)
#define AMPCC_CLAMP(v) (v)
#define AMPCC_VC_add(c, k) r.c = AMPCC_CLAMP(a.c + b.c);
#define AMPCC_VC_sub(c, k) r.c = AMPCC_CLAMP(a.c - b.c);
#define AMPCC_VC_mul(c, k) r.c = AMPCC_CLAMP(a.c * b.c);
#define AMPCC_VC_div(c, k) r.c = AMPCC_CLAMP(a.c / b.c);
#define AMPCC_VC_mod(c, k) r.c = a.c % b.c;
#define AMPCC_VC_and(c, k) r.c = a.c & b.c;
#define AMPCC_VC_or(c, k) r.c = a.c | b.c;
#define AMPCC_VC_xor(c, k) r.c = a.c ^ b.c;
#define AMPCC_VC_shl(c, k) r.c = a.c << b.c;
#define AMPCC_VC_shr(c, k) r.c = a.c >> b.c;
#define AMPCC_VC_bitnot(c, k) r.c = ~a.c;
#define AMPCC_VC_neg(c, k) r.c = -a.c;
#define AMPCC_VC_eq(c, k) r &= a.c == b.c;
#define AMPCC_VC_splat(c, k) r.c = AMPCC_CLAMP(s);
#define AMPCC_VC_at(c, k) if (i == k) return v.c;
#define AMPCC_VC_put(c, k) if (i == k) v->c = s;
#define AMPCC_EACH_2(F) F(x, 0) F(y, 1)
#define AMPCC_EACH_3(F) F(x, 0) F(y, 1) F(z, 2)
#define AMPCC_EACH_4(F) F(x, 0) F(y, 1) F(z, 2) F(w, 3)
#define AMPCC_VECTOR_OP(V, OP, EACH)                                                              \
    static __inline__ V V##_##OP(V a, V b) { V r; EACH(AMPCC_VC_##OP) return r; }                \
    static __inline__ V *V##_##OP##_assign(V *a, V b) { *a = V##_##OP(*a, b); return a; }
#define AMPCC_VECTOR_OPS(T, V, S, EACH)                                                           \
    AMPCC_VECTOR_OP(V, add, EACH) AMPCC_VECTOR_OP(V, sub, EACH)                                   \
    AMPCC_VECTOR_OP(V, mul, EACH) AMPCC_VECTOR_OP(V, div, EACH)                                   \
    static __inline__ V V##_neg(V a) { V r; EACH(AMPCC_VC_neg) return r; }                        \
    static __inline__ int V##_eq(V a, V b) { int r = 1; EACH(AMPCC_VC_eq) return r; }            \
    static __inline__ V V##_splat(S s) { V r; EACH(AMPCC_VC_splat) return r; }                   \
    static __inline__ S V##_at(V v, int i) { EACH(AMPCC_VC_at) return 0; }                       \
    static __inline__ void V##_put(V *v, int i, S s) { EACH(AMPCC_VC_put) }                       \
    static __inline__ ampcc_##T##_2 V##_get2(V v, int i, int j)                                   \
    { return ampcc_##T##_2_make(V##_at(v, i), V##_at(v, j)); }                                    \
    static __inline__ ampcc_##T##_3 V##_get3(V v, int i, int j, int k)                            \
    { return ampcc_##T##_3_make(V##_at(v, i), V##_at(v, j), V##_at(v, k)); }                      \
    static __inline__ ampcc_##T##_4 V##_get4(V v, int i, int j, int k, int l)                     \
    { return ampcc_##T##_4_make(V##_at(v, i), V##_at(v, j), V##_at(v, k), V##_at(v, l)); }        \
    static __inline__ ampcc_##T##_2 V##_set2(V *v, int i, int j, ampcc_##T##_2 e)                 \
    { V##_put(v, i, e.x); V##_put(v, j, e.y); return e; }                                         \
    static __inline__ ampcc_##T##_3 V##_set3(V *v, int i, int j, int k, ampcc_##T##_3 e)          \
    { V##_put(v, i, e.x); V##_put(v, j, e.y); V##_put(v, k, e.z); return e; }                     \
    static __inline__ ampcc_##T##_4 V##_set4(V *v, int i, int j, int k, int l, ampcc_##T##_4 e)   \
    { V##_put(v, i, e.x); V##_put(v, j, e.y); V##_put(v, k, e.z); V##_put(v, l, e.w); return e; }
/* int_N and uint_N also have % & | ^ << >> and ~ */
#define AMPCC_VECTOR_INT_OPS(V, EACH)                                                             \
    AMPCC_VECTOR_OP(V, mod, EACH) AMPCC_VECTOR_OP(V, and, EACH) AMPCC_VECTOR_OP(V, or, EACH)      \
    AMPCC_VECTOR_OP(V, xor, EACH) AMPCC_VECTOR_OP(V, shl, EACH) AMPCC_VECTOR_OP(V, shr, EACH)     \
    static __inline__ V V##_bitnot(V a) { V r; EACH(AMPCC_VC_bitnot) return r; }
#define AMPCC_VECTOR_TYPES(T, S)                                                                  \
    typedef struct ampcc_##T##_2 { S x, y; } T##_2, ampcc_##T##_2;                                \
    typedef struct ampcc_##T##_3 { S x, y, z; } T##_3, ampcc_##T##_3;                             \
    typedef struct ampcc_##T##_4 { S x, y, z, w; } T##_4, ampcc_##T##_4;                          \
    static __inline__ T##_2 ampcc_##T##_2_make(S x, S y)                                         \
    { T##_2 r = {AMPCC_CLAMP(x), AMPCC_CLAMP(y)}; return r; }                                     \
    static __inline__ T##_3 ampcc_##T##_3_make(S x, S y, S z)                                    \
    { T##_3 r = {AMPCC_CLAMP(x), AMPCC_CLAMP(y), AMPCC_CLAMP(z)}; return r; }                     \
    static __inline__ T##_4 ampcc_##T##_4_make(S x, S y, S z, S w)                               \
    { T##_4 r = {AMPCC_CLAMP(x), AMPCC_CLAMP(y), AMPCC_CLAMP(z), AMPCC_CLAMP(w)}; return r; }      \
    AMPCC_VECTOR_OPS(T, ampcc_##T##_2, S, AMPCC_EACH_2)                                           \
    AMPCC_VECTOR_OPS(T, ampcc_##T##_3, S, AMPCC_EACH_3)                                           \
    AMPCC_VECTOR_OPS(T, ampcc_##T##_4, S, AMPCC_EACH_4)
AMPCC_VECTOR_TYPES(int, int)
AMPCC_VECTOR_TYPES(uint, unsigned int)
AMPCC_VECTOR_INT_OPS(ampcc_int_2, AMPCC_EACH_2)
AMPCC_VECTOR_INT_OPS(ampcc_int_3, AMPCC_EACH_3)
AMPCC_VECTOR_INT_OPS(ampcc_int_4, AMPCC_EACH_4)
AMPCC_VECTOR_INT_OPS(ampcc_uint_2, AMPCC_EACH_2)
AMPCC_VECTOR_INT_OPS(ampcc_uint_3, AMPCC_EACH_3)
AMPCC_VECTOR_INT_OPS(ampcc_uint_4, AMPCC_EACH_4)
AMPCC_VECTOR_TYPES(float, float)
AMPCC_VECTOR_TYPES(double, double)
#undef AMPCC_CLAMP
#ifdef AMPCC_LIBRARY_NORM
typedef float norm, unorm;
#define AMPCC_CLAMP(v) ampcc_norm_clamp(v)
AMPCC_VECTOR_TYPES(norm, float)
#undef AMPCC_CLAMP
#define AMPCC_CLAMP(v) ampcc_unorm_clamp(v)
AMPCC_VECTOR_TYPES(unorm, float)
#undef AMPCC_CLAMP
#endif
#undef AMPCC_VECTOR_TYPES
/* float_2(v) of an int_2 v, and every other pair of one length: make's
 * parameters convert each component (norm_N's clamp). */
#define AMPCC_VECTOR_FROM(T, U)                                                                   \
    static __inline__ T##_2 ampcc_##T##_2_from_##U##_2(U##_2 v) { return ampcc_##T##_2_make(v.x, v.y); } \
    static __inline__ T##_3 ampcc_##T##_3_from_##U##_3(U##_3 v)                                  \
    { return ampcc_##T##_3_make(v.x, v.y, v.z); }                                                 \
    static __inline__ T##_4 ampcc_##T##_4_from_##U##_4(U##_4 v)                                  \
    { return ampcc_##T##_4_make(v.x, v.y, v.z, v.w); }
#define AMPCC_VECTOR_FROM_ALL(T)                                                                  \
    AMPCC_VECTOR_FROM(T, int) AMPCC_VECTOR_FROM(T, uint) AMPCC_VECTOR_FROM(T, float)              \
    AMPCC_VECTOR_FROM(T, double)
AMPCC_VECTOR_FROM_ALL(int)
AMPCC_VECTOR_FROM_ALL(uint)
AMPCC_VECTOR_FROM_ALL(float)
AMPCC_VECTOR_FROM_ALL(double)
#ifdef AMPCC_LIBRARY_NORM
#define AMPCC_VECTOR_FROM_NORM(T) AMPCC_VECTOR_FROM(T, norm) AMPCC_VECTOR_FROM(T, unorm)
AMPCC_VECTOR_FROM_NORM(int)
AMPCC_VECTOR_FROM_NORM(uint)
AMPCC_VECTOR_FROM_NORM(float)
AMPCC_VECTOR_FROM_NORM(double)
AMPCC_VECTOR_FROM_ALL(norm)
AMPCC_VECTOR_FROM_ALL(unorm)
AMPCC_VECTOR_FROM_NORM(norm)
AMPCC_VECTOR_FROM_NORM(unorm)
#undef AMPCC_VECTOR_FROM_NORM
#endif
#undef AMPCC_VECTOR_FROM_ALL
#undef AMPCC_VECTOR_FROM
#endif

/* ---- copy (LANGUAGE.md section 10; runtime/copy.c) ------------------------ */

/* copy(src, dst) between arrays and views (an array passes &a.view): the
 * extents must be equal (a run-time error otherwise). Array to array moves no
 * bytes through the host. */
void ampcc_copy(const ampcc_view *src, const ampcc_view *dst, const char *file, int line);
/* copy(src, p): the source's elements in row-major order into host memory. */
void ampcc_copy_to_host(const ampcc_view *src, void *dst, const char *file, int line);
/* copy(p, dst) (end NULL: as many elements as dst holds) and copy(begin, end,
 * dst) (end - begin must be dst's element count). */
void ampcc_copy_from_host(const void *begin, const void *end, const ampcc_view *dst, const char *file,
                          int line);

/* ---- asynchronous copies (LANGUAGE.md section 10; runtime/future.c) ------- */

/* copy_async(...) in each form of copy, and v.synchronize_async(): on an
 * OpenCL device a copy between an array and host memory or another array,
 * and a view's device writes, move without blocking and the future is ready
 * when they have arrived; other copies (and every copy on the host device)
 * are done at once and the future is ready. A host source must stay
 * unchanged, and a host destination unread, until the future is ready. */
ampcc_future ampcc_copy_async(const ampcc_view *src, const ampcc_view *dst, const char *file, int line);
ampcc_future ampcc_copy_async_to_host(const ampcc_view *src, void *dst, const char *file, int line);
ampcc_future ampcc_copy_async_from_host(const void *begin, const void *end, const ampcc_view *dst,
                                        const char *file, int line);
ampcc_future ampcc_view_synchronize_async(const ampcc_view *v, const char *file, int line);
/* f.wait() and f.get(): until the work and the then() callbacks given so far
 * are done. f.then(fn, arg): fn(arg) once the work is done, at once on this
 * thread if it is, else on the runtime's thread (fn may start AMP work).
 * wait, get and then on an invalid future are runtime errors. */
void ampcc_completion_future_wait(ampcc_future f, const char *file, int line);
void ampcc_completion_future_get(ampcc_future f, const char *file, int line);
int ampcc_completion_future_valid(ampcc_future f, const char *file, int line);
int ampcc_completion_future_is_ready(ampcc_future f, const char *file, int line);
void ampcc_completion_future_then(ampcc_future f, void (*fn)(void *), void *arg, const char *file,
                                  int line);

#ifdef AMPCC_LIBRARY_FUTURE
typedef ampcc_future completion_future;
#endif

/* ---- programs and launches ------------------------------------------------ */

/* One per translation unit, emitted by the compiler as a static object. */
typedef struct ampcc_program {
    const char *source;          /* OpenCL C */
    const char *build_options;   /* e.g. "-cl-std=CL1.2" (+ fast-math flags) */
    const char *const *kernel_names;
    int nkernels;
    const char *file;            /* the translation unit, for messages */
    void *state;                 /* runtime-private; starts NULL */
    const struct ampcc_native_kernel *native; /* the kernels as native C for the host
                                   device (include/ampcc_native.h); NULL: none linked */
} ampcc_program;

enum { AMPCC_ARG_VALUE, AMPCC_ARG_VIEW };

typedef struct ampcc_arg {
    int kind;             /* AMPCC_ARG_* */
    const void *ptr;      /* VALUE: the bytes; VIEW: the ampcc_view* (array: &arr->view);
                             a VIEW is two OpenCL arguments: cl_mem, ampcc_view_meta */
    ampcc_size_t size;          /* VALUE: byte count */
    int access;           /* VIEW: AMPCC_READ | AMPCC_WRITE as the kernel uses it */
} ampcc_arg;

enum { AMPCC_TILE_EXACT, AMPCC_TILE_PAD, AMPCC_TILE_TRUNCATE };

typedef struct ampcc_domain {
    int rank;
    int extent[AMPCC_MAX_RANK];
    int tile[3];          /* all 0 for a non-tiled parallel_for_each */
    int mode;             /* AMPCC_TILE_* */
} ampcc_domain;

/* Uploads what the kernel reads and the host changed, sets arguments, enqueues.
 * Does not wait for the kernel: the next host access does. Builds prog on its
 * first launch (or loads it from the disk cache). dom->tile all 0: not tiled;
 * else an extent that is not a multiple of the tile is an error unless
 * dom->mode is AMPCC_TILE_PAD (round up) or AMPCC_TILE_TRUNCATE (round down). */
void ampcc_launch(ampcc_program *prog, int kernel, const ampcc_domain *dom,
                  const ampcc_arg *args, int nargs, const char *file, int line);
/* parallel_for_each(av, ...): ampcc_launch on av's device; the views it uses
 * move there first if another device holds their data. */
void ampcc_launch_on(int view_id, ampcc_program *prog, int kernel, const ampcc_domain *dom,
                     const ampcc_arg *args, int nargs, const char *file, int line);

/* Starts the OpenCL device's start-up (driver, device, context) on a
 * background thread; called before main by each unit with kernels, so that
 * the program's own work before its first kernel overlaps with it
 * (runtime/prestart.c; AMPCC_PRESTART=0 turns it off). */
void ampcc_prestart(void);
/* ampcc_prestart, and the thread then also builds prog (or loads it from the
 * disk cache) for the device it opened, so that the first launch finds it
 * built; called before main by each unit with kernels. */
void ampcc_prestart_program(const ampcc_program *prog);

/* ---- errors (LANGUAGE.md section 10; runtime/errors.c) -------------------- */

/* The kinds of amp_error, C++ AMP's exception classes. */
enum {
    AMPCC_INVALID_COMPUTE_DOMAIN = 1, /* an extent that does not tile, a zero or negative extent */
    AMPCC_OUT_OF_MEMORY,              /* host or device memory */
    AMPCC_ACCELERATOR_VIEW_REMOVED,   /* the device was lost */
    AMPCC_UNSUPPORTED_FEATURE,        /* e.g. double on a device without it */
    AMPCC_RUNTIME_EXCEPTION           /* everything else */
};
typedef struct ampcc_error {
    int kind;                         /* AMPCC_* above */
    const char *message;              /* what failed and what to do */
    const char *file;                 /* the user's source file and line of the operation */
    int line;
} ampcc_error;
typedef void (*ampcc_error_handler)(const ampcc_error *e, void *arg);
/* With a handler installed a failing operation calls it, then does nothing
 * (no kernel runs, no data changes, nothing leaks; an object whose construction
 * failed is empty). NULL restores print-and-exit. */
void ampcc_set_error_handler(ampcc_error_handler fn, void *arg);
const ampcc_error *ampcc_last_error(void);  /* NULL when none, or after clear */
void ampcc_clear_error(void);

/* AMP C's own spelling, declared only for a unit that uses these names
 * without declaring them itself (the compiler defines AMPCC_LIBRARY_ERRORS;
 * src/library.c): the names are contextual, like `index`. */
#ifdef AMPCC_LIBRARY_ERRORS
typedef ampcc_error amp_error;
enum {
    amp_invalid_compute_domain = AMPCC_INVALID_COMPUTE_DOMAIN,
    amp_out_of_memory = AMPCC_OUT_OF_MEMORY,
    amp_accelerator_view_removed = AMPCC_ACCELERATOR_VIEW_REMOVED,
    amp_unsupported_feature = AMPCC_UNSUPPORTED_FEATURE,
    amp_runtime_exception = AMPCC_RUNTIME_EXCEPTION
};
static __inline__ void amp_set_error_handler(void (*fn)(const amp_error *, void *), void *arg)
{
    ampcc_set_error_handler(fn, arg);
}
static __inline__ const amp_error *amp_last_error(void) { return ampcc_last_error(); }
static __inline__ void amp_clear_error(void) { ampcc_clear_error(); }
#endif

/* ---- diagnostics and tests ------------------------------------------------ */

/* Bytes moved, for tests and benchmarks; also printed at exit when AMPCC_STATS=1
 * (live_buffers as printed there counts the buffers the program never released). */
typedef struct ampcc_stats {
    unsigned long long bytes_to_device;
    unsigned long long bytes_to_host;
    unsigned long long launches;
    unsigned long long program_builds;   /* clBuildProgram calls (cache misses) */
    unsigned long long aliased_launches; /* launches of a kernel's variant without restrict,
                                            because two of its views shared a buffer */
    unsigned long long live_buffers;     /* view/array buffers allocated and not yet freed */
    unsigned long long host_threads;     /* the largest OpenMP team a launch on the host
                                            device asked for (0: none ran there) */
} ampcc_stats;
void ampcc_get_stats(ampcc_stats *out);

/* `ampcc --list-devices` */
int ampcc_list_devices(void);

/* The name of the device this process runs its kernels on (chosen by
 * AMPCC_DEVICE, or per MPI rank: docs/runtime.md), choosing it if no kernel
 * ran yet. */
const char *ampcc_device_name(void);

#ifdef __cplusplus
}
#endif
#endif
