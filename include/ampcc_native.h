/* ampcc_native.h - what the native host device's generated C includes, and the
 * launch interface between it and the runtime (LANGUAGE.md section 11).
 *
 * ampcc compiles each kernel and the amp code it reaches twice: as OpenCL C
 * (src/emit_opencl.c) and, for the host device, as C that the host compiler
 * builds with OpenMP (src/emit_native.c). The native C is the same text as
 * the OpenCL C wherever the two languages agree; this header supplies, in C,
 * the OpenCL C names that text uses (address-space qualifiers, the OpenCL
 * scalar type names, the overloaded math built-ins, atomics, fences) and maps
 * the work-item functions to the loop variables of the generated loops.
 * docs/codegen.md ("The native host back end") shows the generated code.
 */
#ifndef AMPCC_NATIVE_H
#define AMPCC_NATIVE_H

#ifndef AMPCC_NATIVE_ABI_ONLY
#include <stdbool.h>   /* bool, which OpenCL C has built in */
#include <stddef.h>
#include <tgmath.h>   /* sqrt(float) is sqrtf, as OpenCL's overloads are */
#include <stdlib.h>   /* abs, labs */
#include <omp.h>
#endif

/* ---- the launch interface (runtime/native.c fills it) ---------------------- */

/* View data for the kernel: the host storage in place (nothing is copied). */
typedef struct ampcc_native_arg {
    void *data;                 /* a view: its buffer's first element */
    struct ampcc_view_meta_n {  /* the same layout as ampcc_view_meta */
        int offset;
        int extent[3];
        int stride[3];
    } meta;
    const void *value;          /* a by-value capture: its bytes */
    const int *meta_n;          /* a view of rank N > 3: its ampcc_view_meta_N */
} ampcc_native_arg;

/* One launch. Sizes in OpenCL order (index 0 is the last, fastest AMP
 * dimension), the global size already padded or truncated to whole tiles. */
typedef struct ampcc_native_launch {
    int rank;
    __SIZE_TYPE__ global[3];
    const ampcc_native_arg *args;
    int threads;                /* OpenMP threads for this launch: 1 inside the
                                   program's own parallel region, else the
                                   AMPCC_THREADS / OMP_NUM_THREADS choice */
    const int *domain;          /* the domain's extent (a rank above 3 decodes
                                   its index from it, AMPCC_MAX_RANK) */
    int *team;                  /* where the kernel notes the team it asked for
                                   (the runtime's host_threads statistic) */
} ampcc_native_launch;

typedef void (*ampcc_native_fn)(const ampcc_native_launch *launch);

/* A translation unit's kernels, in launch order: each with the variant
 * without restrict that the runtime runs when two views share storage (the
 * same rule as the OpenCL back end's _aliased kernels; NULL when the kernel has
 * fewer than two views). */
typedef struct ampcc_native_kernel {
    const char *name;
    ampcc_native_fn run;
    ampcc_native_fn run_aliased;
} ampcc_native_kernel;

/* A fiber tile's launch and tile number (OpenCL order), for its work-items. */
typedef struct ampcc_native_frame {
    const ampcc_native_launch *launch;
    __SIZE_TYPE__ group[3];
} ampcc_native_frame;

/* Runs one tile whose body waits at barriers in a way the code generator does
 * not split into loops (runtime/native.c): each of the tile's `items`
 * work-items is a fiber on the calling thread, run in turn up to its next
 * barrier. `item(ctx, i)` runs work-item i. */
void ampcc_native_run_tile(int items, void (*item)(void *ctx, int i), void *ctx);
/* The barrier of a work-item run by ampcc_native_run_tile. */
void ampcc_native_barrier(void);

#ifndef AMPCC_NATIVE_ABI_ONLY

/* The OpenMP threads of one launch: one inside the program's own parallel
 * region (the team's threads are busy already: no oversubscription), and for
 * a domain of fewer than AMPCC_NATIVE_SERIAL_BELOW work-items, where waking
 * the team costs more than the work (an empty 256-item kernel took 277 us a
 * launch on a busy 2-core machine with two threads). */
#define AMPCC_NATIVE_SERIAL_BELOW 1024
static inline int ampcc_native_threads(const ampcc_native_launch *launch)
{
    int team = 1;
    if (!omp_in_parallel() &&
        launch->global[0] * launch->global[1] * launch->global[2] >= AMPCC_NATIVE_SERIAL_BELOW)
        team = launch->threads > 0 ? launch->threads : omp_get_max_threads();
    *launch->team = team;
    return team;
}

/* Where the loop over a tile's work-items stops for a stretch that only the
 * work-items with a local id below `bound` run (`if (lid < off) ...`;
 * src/native_split.c): min(bound, tile), at least 0. */
static inline int ampcc_min_end(long long bound, int tile)
{
    return bound < 0 ? 0 : bound < tile ? (int)bound : tile;
}

/* The interior of one dimension of a split kernel (src/idsplit.c;
 * docs/codegen.md, "Index-set splitting"): the ids in [lo, hi) other than the
 * neq ones in eq, for which every comparison of that id the kernel makes is a
 * known constant. The launch function narrows it with each comparison's
 * bound, then ampcc_interior_done() leaves lo <= hi within [0, n] and eq
 * sorted, inside [lo, hi), without repeats. */
typedef struct ampcc_interior {
    long long lo, hi;
    int neq;
    long long eq[8];   /* IDSPLIT_MAX_EQ */
} ampcc_interior;

static inline ampcc_interior ampcc_interior_all(int n)
{
    ampcc_interior r = {0, n, 0, {0}};
    return r;
}
/* interior ids are >= at; < at; != at */
static inline void ampcc_interior_low(ampcc_interior *r, long long at)
{
    r->lo = at > r->lo ? at : r->lo;
}
static inline void ampcc_interior_high(ampcc_interior *r, long long at)
{
    r->hi = at < r->hi ? at : r->hi;
}
static inline void ampcc_interior_eq(ampcc_interior *r, long long at)
{
    r->eq[r->neq++] = at;
}
static inline void ampcc_interior_done(ampcc_interior *r, int n)
{
    r->lo = r->lo < n ? r->lo : n;
    r->hi = r->hi < r->lo ? r->lo : r->hi;
    int kept = 0;
    for (int i = 0; i < r->neq; i++) {   /* insertion sort of the ones inside */
        long long v = r->eq[i];
        int at = kept;
        if (v < r->lo || v >= r->hi)
            continue;
        while (at > 0 && r->eq[at - 1] > v) {
            r->eq[at] = r->eq[at - 1];
            at--;
        }
        if (at > 0 && r->eq[at - 1] == v) {   /* a repeat: undo the shift */
            for (; at < kept; at++)
                r->eq[at] = r->eq[at + 1];
            continue;
        }
        r->eq[at] = v;
        kept++;
    }
    r->neq = kept;
}
static inline int ampcc_interior_has(const ampcc_interior *r, int id)
{
    if (id < r->lo || id >= r->hi)
        return 0;
    for (int i = 0; i < r->neq; i++)
        if (r->eq[i] == id)
            return 0;
    return 1;
}

/* ---- OpenCL C spelled in C -------------------------------------------------- */

#define AMPCC_WIDE_POSITIONS   /* 64-bit positions from the ids, as on a CPU device */
#define __kernel
#define __global
#define __local
#define __private
#define __constant const
/* macros, not typedefs: the host compiler's warnings about kernel code then
 * name the types as the user wrote them ('unsigned int', not 'uint') */
#define uchar unsigned char
#define ushort unsigned short
#define uint unsigned int
#define ulong unsigned long

/* The work-item functions name the variables of the loops around the kernel
 * body (AMP dimension d of rank n is OpenCL dimension n-1-d, as on a device). */
#define get_global_id(d) ampcc_gid##d
#define get_local_id(d) ampcc_lid##d
#define get_group_id(d) ampcc_grp##d
#define get_local_size(d) ampcc_lsz##d

/* Barriers: a tile that the generator split at its barriers has none left; a
 * fiber tile switches to the next work-item. A fence orders this work-item's
 * memory operations, which on the host is a compiler and CPU fence. */
#define CLK_LOCAL_MEM_FENCE 1
#define CLK_GLOBAL_MEM_FENCE 2
#define barrier(flags) ampcc_native_barrier()
#define mem_fence(flags) __atomic_thread_fence(__ATOMIC_SEQ_CST)

/* OpenCL built-ins that C spells differently, and modf, which <tgmath.h>
 * leaves out (C99 7.22): the float form for a float argument. */
#define rsqrt(x) (1 / sqrt(x))
#undef modf
#define modf(x, p) _Generic((x), float: modff, default: modf)((x), (p))

/* OpenCL's relational built-ins give 1 for true (glibc's isinf gives -1 for
 * -inf, its signbit the sign bit's value). */
#undef isnan
#undef isinf
#undef isfinite
#undef isnormal
#undef signbit
#undef isgreater
#undef isgreaterequal
#undef isless
#undef islessequal
#undef islessgreater
#undef isunordered
#define isnan(x) (__builtin_isnan(x) != 0)
#define isinf(x) (__builtin_isinf(x) != 0)
#define isfinite(x) (__builtin_isfinite(x) != 0)
#define isnormal(x) (__builtin_isnormal(x) != 0)
#define signbit(x) (__builtin_signbit(x) != 0)
#define isgreater(x, y) (__builtin_isgreater(x, y) != 0)
#define isgreaterequal(x, y) (__builtin_isgreaterequal(x, y) != 0)
#define isless(x, y) (__builtin_isless(x, y) != 0)
#define islessequal(x, y) (__builtin_islessequal(x, y) != 0)
#define islessgreater(x, y) (__builtin_islessgreater(x, y) != 0)
#define isunordered(x, y) (__builtin_isunordered(x, y) != 0)

/* -ffast-math's relaxed functions: the host library's (the program is built
 * with -ffast-math then). */
#define native_sqrt(x) sqrt(x)
#define native_exp(x) exp(x)
#define native_exp2(x) exp2(x)
double exp10(double);   /* glibc's, declared only under _GNU_SOURCE */
#define native_exp10(x) exp10(x)
#define native_log(x) log(x)
#define native_log2(x) log2(x)
#define native_log10(x) log10(x)
#define native_sin(x) sin(x)
#define native_cos(x) cos(x)
#define native_tan(x) tan(x)
#define native_rsqrt(x) rsqrt(x)

/* OpenCL's sincos(x, cosptr) returns the sine (glibc's takes both pointers). */
static inline float ampcc_sincosf(float x, float *c) { *c = cosf(x); return sinf(x); }
static inline double ampcc_sincos(double x, double *c) { *c = cos(x); return sin(x); }
#define sincos(x, c) _Generic((x), float: ampcc_sincosf, default: ampcc_sincos)((x), (c))

/* OpenCL's sinpi, cospi and tanpi (sin(pi x) ...), which glibc lacks: the
 * argument reduced exactly to [-1, 1] first, so that sinpi(1) is 0 and
 * cospi(0.5) is 0; float through double. */
static inline double ampcc_sinpi(double x)
{
    double r = remainder(x, 2), a = fabs(r);
    double s = a <= 0.25 ? sin(M_PI * a) : a <= 0.75 ? cos(M_PI * (0.5 - a)) : sin(M_PI * (1 - a));
    return copysign(s, r);
}
static inline double ampcc_cospi(double x)
{
    double a = fabs(remainder(x, 2));
    return a <= 0.25 ? cos(M_PI * a) : sin(M_PI * (0.5 - a));
}
static inline double ampcc_tanpi(double x) { return ampcc_sinpi(x) / ampcc_cospi(x); }
static inline float ampcc_sinpif(float x) { return (float)ampcc_sinpi(x); }
static inline float ampcc_cospif(float x) { return (float)ampcc_cospi(x); }
static inline float ampcc_tanpif(float x) { return (float)ampcc_tanpi(x); }
#define sinpi(x) _Generic((x), float: ampcc_sinpif, default: ampcc_sinpi)(x)
#define cospi(x) _Generic((x), float: ampcc_cospif, default: ampcc_cospi)(x)
#define tanpi(x) _Generic((x), float: ampcc_tanpif, default: ampcc_tanpi)(x)

/* Atomics on int and unsigned int (and xchg on float), as OpenCL 1.2's. */
#define AMPCC_SC __ATOMIC_SEQ_CST
#define atomic_add(p, v) __atomic_fetch_add((p), (v), AMPCC_SC)
#define atomic_sub(p, v) __atomic_fetch_sub((p), (v), AMPCC_SC)
#define atomic_and(p, v) __atomic_fetch_and((p), (v), AMPCC_SC)
#define atomic_or(p, v) __atomic_fetch_or((p), (v), AMPCC_SC)
#define atomic_xor(p, v) __atomic_fetch_xor((p), (v), AMPCC_SC)
#define atomic_inc(p) __atomic_fetch_add((p), 1, AMPCC_SC)
#define atomic_dec(p) __atomic_fetch_sub((p), 1, AMPCC_SC)
#define atomic_xchg(p, v) ({ __typeof__(*(p)) ampcc_n_ = (v), ampcc_o_; \
    __atomic_exchange((p), &ampcc_n_, &ampcc_o_, AMPCC_SC); ampcc_o_; })
#define atomic_cmpxchg(p, cmp, v) ({ __typeof__(*(p)) ampcc_e_ = (cmp); \
    __atomic_compare_exchange_n((p), &ampcc_e_, (v), 0, AMPCC_SC, AMPCC_SC); ampcc_e_; })
/* max and min: a compare-exchange loop (the old value, as OpenCL returns). */
#define AMPCC_ATOMIC_PICK(p, v, better) ({ __typeof__(*(p)) ampcc_v_ = (v); \
    __typeof__(*(p)) ampcc_o_ = __atomic_load_n((p), AMPCC_SC); \
    while ((better) && !__atomic_compare_exchange_n((p), &ampcc_o_, ampcc_v_, 1, AMPCC_SC, \
                                                     AMPCC_SC)) {} \
    ampcc_o_; })
#define atomic_max(p, v) AMPCC_ATOMIC_PICK(p, v, ampcc_v_ > ampcc_o_)
#define atomic_min(p, v) AMPCC_ATOMIC_PICK(p, v, ampcc_v_ < ampcc_o_)

#endif /* AMPCC_NATIVE_ABI_ONLY */
#endif
