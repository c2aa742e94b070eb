/* gen.c - writes the lowering test's programs from src/ampops.def.
 *
 *   gen DIR   writes DIR/lower_cpu.c, DIR/lower_kernel.c, DIR/lower_ampfn.c
 *             and prints the number of (operation, context) pairs they cover
 *
 * For every row of the operation table and every context the row allows
 * (cpu code, a kernel block, a restrict(amp) function called from one; ranks
 * 1 to 3 where the row's object has a rank) it writes a use of the operation
 * that stores a value, and the value that use must give, worked out here with
 * the host's C library and plain arithmetic, never by ampcc. Each program
 * prints "FAIL ..." per wrong value and exits non-zero. A row this file does
 * not know how to use, a row left unused in a context it is allowed in, or a
 * row the table allows somewhere it has no lowering stops it with an error; a
 * new CHECK kind does not compile (-Werror=switch in tests/suites/lowering.sh).
 * The runtime library's declarations (the AMPLIB rows) are used once each in
 * the cpu program (use_library: a function without a use written stops it).
 */
#define _GNU_SOURCE   /* exp10 */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ampops.h"

typedef enum Context { CX_CPU, CX_KERNEL, CX_AMPFN, CX_COUNT } Context;
static const char *const context_name[] = {"cpu", "kernel", "ampfn"};

enum { MAX_TEXT = 1 << 18 };

typedef struct Text {
    char s[MAX_TEXT];
    size_t len;
} Text;

/* One program being written: the uses of each rank (rank 0: none needed),
 * statements that must stay tile-uniform (barriers), checks after the kernels. */
typedef struct Prog {
    Context cx;
    Text uses[4], uniform[4], checks;
    Text helpers;                  /* functions the value forms are returned from */
    int nhelpers;
    int ni, nd;                    /* slots used in RI (int) and RD (double) */
    int scratch;                   /* slots used in S (atomics) */
    bool covered[AMP_OP_COUNT];
} Prog;

static void put(Text *t, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(t->s + t->len, MAX_TEXT - t->len, fmt, ap);
    va_end(ap);
    if (n < 0 || t->len + n >= MAX_TEXT) {
        fputs("gen: program too long\n", stderr);
        exit(1);
    }
    t->len += n;
}

/* ------------------------------------------------------------ the objects */

/* Per rank: v (array_view<int, R>) and a (array<int, R>) of extent VEXT
 * holding 1, 2, 3, ... in row-major order; e (extent<R>) EXT; i (index<R>)
 * IDX; tile sizes TILE. Kernels run over 4 x .. x 4 in tiles of 2 x .. x 2,
 * and only the work-item at 3, .., 3 uses the operations. */
static const int VEXT[4][3] = {{0}, {8}, {2, 4}, {2, 2, 3}};
static const int EXT[4][3] = {{0}, {5}, {5, 7}, {3, 5, 7}};
static const int IDX[4][3] = {{0}, {1}, {1, 2}, {1, 1, 2}};
static const int TILE[4][3] = {{0}, {2}, {2, 4}, {2, 2, 4}};
enum { SCRATCH_BASE = 100 };

static int vcount(int r)
{
    int n = 1;
    for (int d = 0; d < r; d++)
        n *= VEXT[r][d];
    return n;
}

/* Value of v at coordinates c: its row-major position plus one. */
static int vvalue(int r, const int *c)
{
    int at = 0;
    for (int d = 0; d < r; d++)
        at = at * VEXT[r][d] + c[d];
    return at + 1;
}

static int rounded_size(int r, int pad)
{
    int n = 1;
    for (int d = 0; d < r; d++)
        n *= (pad ? (EXT[r][d] + TILE[r][d] - 1) : EXT[r][d]) / TILE[r][d] * TILE[r][d];
    return n;
}

/* "1, 2" */
static const char *list(int r, const int *c)
{
    static char buf[4][64];
    static int k;
    char *b = buf[k++ & 3];
    b[0] = 0;
    for (int d = 0; d < r; d++)
        sprintf(b + strlen(b), "%s%d", d ? ", " : "", c[d]);
    return b;
}

static const char *array_name(const Prog *p, int r)
{
    static char buf[4][16];
    static int k;
    char *b = buf[k++ & 3];
    sprintf(b, p->cx == CX_AMPFN ? "(*a%d)" : "a%d", r);
    return b;
}

/* ------------------------------------------------------------ uses */

static void use_int(Prog *p, int r, const char *what, long want, const char *fmt, ...)
{
    char expr[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(expr, sizeof expr, fmt, ap);
    va_end(ap);
    int k = p->ni++;
    put(&p->uses[r], "        RI[%d] = %s;\n", k, expr);
    put(&p->checks, "    check_int(\"%s, rank %d: %s\", RI[%d], %ldL);\n", what, r, expr, k, want);
}

static void use_bool(Prog *p, const char *what, int want, const char *expr)
{
    char e[512];
    snprintf(e, sizeof e, "(%s) != 0", expr);
    use_int(p, 1, what, want != 0, "%s", e);
}

static void use_real(Prog *p, const char *what, double want, double tolerance, const char *expr)
{
    int k = p->nd++;
    put(&p->uses[1], "        RD[%d] = %s;\n", k, expr);
    char w[40];
    if (isnan(want) || isinf(want))
        snprintf(w, sizeof w, isnan(want) ? "__builtin_nan(\"\")" : want < 0 ? "-__builtin_inf()" : "__builtin_inf()");
    else
        snprintf(w, sizeof w, "%.17g", want);
    put(&p->checks, "    check_real(\"%s: %s\", RD[%d], %s, %g);\n", what, expr, k, w, tolerance);
}

/* A block of statements that stores its value in RI[k] itself (fmt has one
 * %d for k): for values a single expression cannot give. */
static void use_block(Prog *p, int r, const char *what, long want, const char *fmt)
{
    int k = p->ni++;
    put(&p->uses[r], "        ");
    put(&p->uses[r], fmt, k);
    put(&p->uses[r], "\n");
    put(&p->checks, "    check_int(\"%s, rank %d\", RI[%d], %ldL);\n", what, r, k, want);
}

/* `{ DECL RI[k] = EXPR; }`: a value read from variables declared for it. */
static void use_in_block(Prog *p, int r, const char *what, long want, const char *decl, const char *expr)
{
    int k = p->ni++;
    put(&p->uses[r], "        { %s RI[%d] = %s; }\n", decl, k, expr);
    put(&p->checks, "    check_int(\"%s, rank %d: %s %s\", RI[%d], %ldL);\n", what, r, decl, expr, k, want);
}

static void use_stmt(Prog *p, int r, const char *stmt)
{
    put(p->cx == CX_CPU ? &p->uses[r] : &p->uniform[r], "        %s\n", stmt);
}

/* ------------------------------------------------------------ rows */

static void use_atomic(Prog *p, const AmpOpInfo *row, AmpOp op)
{
    int k = p->scratch++, old = SCRATCH_BASE + k, arg = 0, now = old;
    switch (op) {
    case AMP_ATOMIC_FETCH_ADD: arg = 5; now = old + arg; break;
    case AMP_ATOMIC_FETCH_SUB: arg = 5; now = old - arg; break;
    case AMP_ATOMIC_FETCH_AND: arg = 0x3c; now = old & arg; break;
    case AMP_ATOMIC_FETCH_OR: arg = 0x3c; now = old | arg; break;
    case AMP_ATOMIC_FETCH_XOR: arg = 0x3c; now = old ^ arg; break;
    case AMP_ATOMIC_FETCH_MAX: arg = 150; now = old > arg ? old : arg; break;
    case AMP_ATOMIC_FETCH_MIN: arg = 20; now = old < arg ? old : arg; break;
    case AMP_ATOMIC_FETCH_INC: now = old + 1; break;
    case AMP_ATOMIC_FETCH_DEC: now = old - 1; break;
    case AMP_ATOMIC_EXCHANGE: arg = 77; now = arg; break;
    default:
        fprintf(stderr, "gen: no use written for '%s'\n", row->name);
        exit(1);
    }
    if (row->sig[1])
        use_int(p, 1, row->name, old, "%s(&S[%d], %d)", row->name, k, arg);
    else
        use_int(p, 1, row->name, old, "%s(&S[%d])", row->name, k);
    put(&p->checks, "    check_int(\"%s: the value left\", S[%d], %d);\n", row->name, k, now);
}

static void use_compare_exchange(Prog *p, const AmpOpInfo *row)
{
    int k = p->scratch++, old = SCRATCH_BASE + k;
    put(&p->uses[1], "        int expected%d = %d;\n", k, old);
    use_int(p, 1, row->name, 1, "atomic_compare_exchange(&S[%d], &expected%d, 55)", k, k);
    put(&p->checks, "    check_int(\"%s: the value left\", S[%d], 55);\n", row->name, k);
}

/* The arguments of a floating built-in: 0.75, 1.5, 2.25 for floating
 * parameters (or the integers 1, 2, 3, which C converts), 3 for int ones, and
 * OUT for pointers. */
static const double REAL_ARGS[3] = {0.75, 1.5, 2.25}, INT_ARGS[3] = {1, 2, 3};

static void args_text(char *out, const AmpOpInfo *row, bool single, bool ints, int k)
{
    out[0] = 0;
    for (int i = 0; row->sig[i]; i++) {
        char *at = out + strlen(out);
        if (i)
            at += sprintf(at, ", ");
        switch (row->sig[i]) {
        case 'f':
            if (ints)
                sprintf(at, "%d", (int)INT_ARGS[i]);
            else
                sprintf(at, single ? "%gf" : "%g", REAL_ARGS[i]);
            break;
        case 'i': sprintf(at, "3"); break;
        case 'l': sprintf(at, "3L"); break;
        case 'n': case 'p': sprintf(at, "&out%d", k); break;
        default: sprintf(at, "?"); break;
        }
    }
}

#define REF_f(N, A, B, C) N(A)
#define REF_ff(N, A, B, C) N(A, B)
#define REF_fff(N, A, B, C) N(A, B, C)
#define REF_fi(N, A, B, C) N(A, 3)
#define REF_fl(N, A, B, C) N(A, 3L)
#define REF_fn(N, A, B, C) ({ int o_; double r_ = N(A, &o_); r_ + o_ * 1000; })
#define REF_ffn(N, A, B, C) ({ int o_; double r_ = N(A, B, &o_); r_ + o_ * 1000; })
#define REF_fp(N, A, B, C) ({ __typeof__(A) o_; double r_ = N(A, &o_); r_ + o_ * 1000; })

/* The host C library's value of math row op at args. */
static double math_reference(AmpOp op, const double *args)
{
    double a = args[0], b = args[1], c = args[2];
    float af = (float)a, bf = (float)b, cf = (float)c;
    (void)b, (void)c, (void)bf, (void)cf;
    switch (op) {
#define AMPOP(...)
#define AMPMATH(N, SIG, CL, CL_NAME)                       \
    case AMP_##N: return REF_##SIG(N, a, b, c);            \
    case AMP_##N##f: return REF_##SIG(N##f, af, bf, cf);
#include "ampops.def"
#undef AMPOP
#undef AMPMATH
    default: return NAN;
    }
}

/* Is op one of the AMPMATH rows? */
static bool is_math_row(AmpOp op)
{
    switch (op) {
#define AMPOP(...)
#define AMPMATH(N, SIG, CL, CL_NAME) case AMP_##N: case AMP_##N##f:
#include "ampops.def"
#undef AMPOP
#undef AMPMATH
        return true;
    default:
        return false;
    }
}

static void use_math(Prog *p, const AmpOpInfo *row, AmpOp op, bool ints)
{
    bool single = row->check == CK_MATH_F;
    int k = p->nd;
    char args[128], expr[256];
    args_text(args, row, single, ints, k);
    bool out = strchr(row->sig, 'p') || strchr(row->sig, 'n');
    if (out)   /* the call's value first, then out: `f(x, &out) + out` may read out before */
        put(&p->uses[1], "        %s out%d;\n        %s ret%d;\n",
            strchr(row->sig, 'n') ? "int" : single ? "float" : "double", k,
            single ? "float" : "double", k);
    if (out)
        snprintf(expr, sizeof expr, "(ret%d = %s(%s), ret%d + out%d * 1000)", k, row->name, args, k,
                 k);
    else
        snprintf(expr, sizeof expr, "%s(%s)", row->name, args);
    use_real(p, row->name, math_reference(op, ints ? INT_ARGS : REAL_ARGS), single ? 1e-5 : 1e-9, expr);
}

/* ---- C++ AMP's math sets (fast_math_, precise_math beyond C99, direct3d_):
 * each row called on chosen arguments; the values from the host's C library,
 * from bisection on the host's erf/erfc for the inverses, or by hand. */

/* The t where f(t) = want, f increasing on [lo, hi], by bisection. */
static double bisect(double (*f)(double), double want, double lo, double hi)
{
    for (int k = 0; k < 200; k++) {
        double mid = (lo + hi) / 2;
        *(f(mid) < want ? &lo : &hi) = mid;
    }
    return lo;
}

static double minus_erfc(double t) { return -erfc(t); }
static double phi_ref(double t) { return 0.5 * erfc(-t / sqrt(2)); }

/* A call that also writes through pointers: its value, then what it wrote,
 * combined as ret + out * 1000 (and + out2 * 1000000). */
static void use_out(Prog *p, const char *what, const char *type, const char *call, double want, double tol,
                    int outs)
{
    int k = p->nd;
    put(&p->uses[1], "        %s o%d_1 = 0, o%d_2 = 0;\n", type, k, k);
    char e[256];
    if (outs == 2)
        snprintf(e, sizeof e, "(%s, o%d_1 + o%d_2 * 1000)", call, k, k);
    else
        snprintf(e, sizeof e, "(r%d = %s, r%d + o%d_1 * 1000)", k, call, k, k);
    if (outs != 2)
        put(&p->uses[1], "        double r%d;\n", k);
    use_real(p, what, want, tol, e);
}

static void use_fast(Prog *p, const AmpOpInfo *row, AmpOp op, double want, const char *args)
{
    char e[160];
    snprintf(e, sizeof e, "%s(%s)", row->name, args);
    use_real(p, row->name, want, 1e-4, e);
}

/* The fast_math_ rows: NAME and NAMEf alike, on float arguments. */
static bool use_fast_math(Prog *p, const AmpOpInfo *row, AmpOp op)
{
    const float x = 0.75f, y = 2.5f;
    char call[160];
    int k = p->nd;
    switch (op) {
#define F1(ID, REF) case AMP_FAST_##ID: case AMP_FAST_##ID##f: use_fast(p, row, op, REF(x), "0.75f"); return true;
    F1(ACOS, acosf) F1(ASIN, asinf) F1(ATAN, atanf) F1(CEIL, ceilf) F1(COS, cosf) F1(COSH, coshf)
    F1(EXP, expf) F1(EXP2, exp2f) F1(SIN, sinf) F1(SINH, sinhf) F1(SQRT, sqrtf) F1(TAN, tanf)
    F1(TANH, tanhf) F1(LOG, logf) F1(LOG10, log10f) F1(LOG2, log2f)
#undef F1
    case AMP_FAST_FABS: case AMP_FAST_FABSf: use_fast(p, row, op, fabsf(-x), "-0.75f"); return true;
    case AMP_FAST_FLOOR: case AMP_FAST_FLOORf: use_fast(p, row, op, floorf(y), "2.5f"); return true;
    case AMP_FAST_ROUND: case AMP_FAST_ROUNDf: use_fast(p, row, op, roundf(y), "2.5f"); return true;
    case AMP_FAST_TRUNC: case AMP_FAST_TRUNCf: use_fast(p, row, op, truncf(-y), "-2.5f"); return true;
    case AMP_FAST_RSQRT: case AMP_FAST_RSQRTf: use_fast(p, row, op, 1 / sqrtf(x), "0.75f"); return true;
    case AMP_FAST_ATAN2: case AMP_FAST_ATAN2f: use_fast(p, row, op, atan2f(x, y), "0.75f, 2.5f"); return true;
    case AMP_FAST_FMAX: case AMP_FAST_FMAXf: use_fast(p, row, op, fmaxf(x, y), "0.75f, 2.5f"); return true;
    case AMP_FAST_FMIN: case AMP_FAST_FMINf: use_fast(p, row, op, fminf(x, y), "0.75f, 2.5f"); return true;
    case AMP_FAST_FMOD: case AMP_FAST_FMODf: use_fast(p, row, op, fmodf(y, x), "2.5f, 0.75f"); return true;
    case AMP_FAST_POW: case AMP_FAST_POWf: use_fast(p, row, op, powf(y, x), "2.5f, 0.75f"); return true;
    case AMP_FAST_LDEXP: case AMP_FAST_LDEXPf: use_fast(p, row, op, ldexpf(x, 3), "0.75f, 3"); return true;
    case AMP_FAST_FREXP: case AMP_FAST_FREXPf: {
        int e;
        double m = frexpf(y, &e);
        snprintf(call, sizeof call, "%s(2.5f, &o%d_1)", row->name, k);
        use_out(p, row->name, "int", call, m + e * 1000, 1e-6, 1);
        return true;
    }
    case AMP_FAST_MODF: case AMP_FAST_MODFf: {
        float ip;
        double f = modff(y, &ip);
        snprintf(call, sizeof call, "%s(2.5f, &o%d_1)", row->name, k);
        use_out(p, row->name, "float", call, f + ip * 1000, 1e-6, 1);
        return true;
    }
    case AMP_FAST_SINCOS: case AMP_FAST_SINCOSF:
        snprintf(call, sizeof call, "%s(0.75f, &o%d_1, &o%d_2)", row->name, k, k);
        use_out(p, row->name, "float", call, sinf(x) + cosf(x) * 1000, 1e-4, 2);
        return true;
    case AMP_FAST_ISNAN: use_bool(p, row->name, 0, "fast_math_isnan(0.75f)"); return true;
    case AMP_FAST_ISINF: use_bool(p, row->name, 0, "fast_math_isinf(0.75f)"); return true;
    case AMP_FAST_ISFINITE: use_bool(p, row->name, 1, "fast_math_isfinite(0.75f)"); return true;
    case AMP_FAST_SIGNBIT: use_bool(p, row->name, 1, "fast_math_signbit(-0.75f)"); return true;
    case AMP_FAST_SIGNBITF: use_bool(p, row->name, 1, "fast_math_signbitf(-0.75f)"); return true;
    default: return false;
    }
}

/* precise_math beyond C99 (double and float rows) and the rows C shares. */
static bool use_precise_extra(Prog *p, const AmpOpInfo *row, AmpOp op)
{
    bool single = row->check == CK_MATH_F || row->sig[0] == 'F';
    double tol = single ? 1e-5 : 1e-12;
    char e[160], call[160];
    const char *f = single ? "f" : "";
    int k = p->nd;
    double want;
    switch (op) {
    case AMP_cospi: case AMP_cospif: want = -sqrt(0.5); break;
    case AMP_sinpi: case AMP_sinpif: want = sqrt(0.5); break;
    case AMP_tanpi: case AMP_tanpif: want = -1; break;
    case AMP_rcbrt: case AMP_rcbrtf: want = 1 / cbrt(0.75); break;
    case AMP_erfinv: case AMP_erfinvf: want = bisect(erf, 0.75, 0, 3); break;
    case AMP_erfcinv: case AMP_erfcinvf: want = bisect(minus_erfc, -0.75, -3, 3); break;
    case AMP_phi: case AMP_phif: want = phi_ref(0.75); break;
    case AMP_probit: case AMP_probitf: want = bisect(phi_ref, 0.75, -5, 5); break;
    case AMP_scalb: case AMP_scalbf:
        snprintf(e, sizeof e, "%s(0.75%s, 3)", row->name, f);
        use_real(p, row->name, 6, tol, e);
        return true;
    case AMP_SIGNBITF: use_bool(p, row->name, 1, "signbitf(-0.75f)"); return true;
    case AMP_NAN: case AMP_NANF:
        snprintf(e, sizeof e, "isnan(%s(%s))", row->name, p->cx == CX_CPU ? "\"\"" : "0");
        use_bool(p, row->name, 1, e);
        return true;
    case AMP_SINCOS: case AMP_SINCOSF:
        snprintf(call, sizeof call, "%s(0.75%s, &o%d_1, &o%d_2)", row->name, f, k, k);
        use_out(p, row->name, single ? "float" : "double", call, sin(0.75) + cos(0.75) * 1000, tol, 2);
        return true;
    default: return false;
    }
    snprintf(e, sizeof e, "%s(0.75%s)", row->name, f);
    use_real(p, row->name, want, tol, e);
    return true;
}

/* The highest bit of x that differs from its sign bit, or -1, counted by hand. */
static int firstbithigh_ref(int x)
{
    unsigned u = (unsigned)x, sign = u >> 31;
    for (int b = 30; b >= 0; b--)
        if (((u >> b) & 1) != sign)
            return b;
    return -1;
}

static bool use_direct3d(Prog *p, const AmpOpInfo *row, AmpOp op)
{
    switch (op) {
    case AMP_D3D_ABS: use_int(p, 1, row->name, 7, "direct3d_abs(-7)"); return true;
    case AMP_D3D_CLAMP:
        use_int(p, 1, row->name, 3, "direct3d_clamp(5, 0, 3)");
        use_real(p, row->name, 1, 0, "direct3d_clamp(2.5f, 0.0f, 1.0f)");
        return true;
    case AMP_D3D_COUNTBITS: use_int(p, 1, row->name, 8, "direct3d_countbits(0xf0f0u)"); return true;
    case AMP_D3D_FIRSTBITHIGH:
        use_int(p, 1, row->name, firstbithigh_ref(0x12345), "direct3d_firstbithigh(0x12345)");
        use_int(p, 1, row->name, firstbithigh_ref(-300), "direct3d_firstbithigh(-300)");
        return true;
    case AMP_D3D_FIRSTBITLOW: use_int(p, 1, row->name, 6, "direct3d_firstbitlow(0x12340)"); return true;
    case AMP_D3D_IMAX: use_int(p, 1, row->name, 4, "direct3d_imax(-3, 4)"); return true;
    case AMP_D3D_IMIN: use_int(p, 1, row->name, -3, "direct3d_imin(-3, 4)"); return true;
    case AMP_D3D_UMAX: use_int(p, 1, row->name, 7, "(int)direct3d_umax(3u, 7u)"); return true;
    case AMP_D3D_UMIN: use_int(p, 1, row->name, 3, "(int)direct3d_umin(3u, 7u)"); return true;
    case AMP_D3D_MAD:
        use_int(p, 1, row->name, 10, "direct3d_mad(2, 3, 4)");
        use_int(p, 1, row->name, 10, "(int)direct3d_mad(2u, 3u, 4u)");
        use_real(p, row->name, 3.25, 0, "direct3d_mad(1.5f, 2.0f, 0.25f)");
        use_real(p, row->name, 3.25, 0, "direct3d_mad(1.5, 2.0, 0.25)");
        return true;
    case AMP_D3D_NOISE: use_real(p, row->name, 0, 0, "direct3d_noise(3.0f)"); return true;
    case AMP_D3D_RADIANS: use_real(p, row->name, M_PI, 1e-6, "direct3d_radians(180.0f)"); return true;
    case AMP_D3D_RCP: use_real(p, row->name, 0.25, 1e-6, "direct3d_rcp(4.0f)"); return true;
    case AMP_D3D_REVERSEBITS: use_int(p, 1, row->name, 0x08000000, "(int)direct3d_reversebits(0x10u)"); return true;
    case AMP_D3D_SATURATE: use_real(p, row->name, 1, 0, "direct3d_saturate(1.5f)"); return true;
    case AMP_D3D_SIGN: use_int(p, 1, row->name, -1, "direct3d_sign(-7)"); return true;
    case AMP_D3D_SMOOTHSTEP:
        use_real(p, row->name, 0.15625, 1e-6, "direct3d_smoothstep(0.0f, 2.0f, 0.5f)");
        return true;
    case AMP_D3D_STEP: use_real(p, row->name, 1, 0, "direct3d_step(0.5f, 0.75f)"); return true;
    default: return false;
    }
}

/* Classification and integer built-ins: the host's value of the same call. */
static void use_classify(Prog *p, const AmpOpInfo *row, AmpOp op)
{
    const double x = -2.5, y = 0.75;
    if (use_fast_math(p, row, op) || use_precise_extra(p, row, op) || use_direct3d(p, row, op))
        return;
    switch (op) {   /* the calls whose value is not a truth value */
    case AMP_ABS: use_int(p, 1, row->name, abs(-7), "abs(-7)"); return;
    case AMP_LABS: use_int(p, 1, row->name, labs(-7L), "labs(-7L)"); return;
    case AMP_RSQRT: use_real(p, row->name, 1 / sqrt(y), 1e-9, "rsqrt(0.75)"); return;
    case AMP_RSQRTF: use_real(p, row->name, 1 / sqrtf(0.75f), 1e-5, "rsqrtf(0.75f)"); return;
    case AMP_ILOGB: use_int(p, 1, row->name, ilogb(y), "ilogb(0.75)"); return;
    case AMP_ILOGBF: use_int(p, 1, row->name, ilogbf(0.75f), "ilogbf(0.75f)"); return;
    case AMP_LRINT: use_int(p, 1, row->name, lrint(x), "lrint(-2.5)"); return;
    case AMP_LRINTF: use_int(p, 1, row->name, lrintf(-2.5f), "lrintf(-2.5f)"); return;
    case AMP_LROUND: use_int(p, 1, row->name, lround(x), "lround(-2.5)"); return;
    case AMP_LROUNDF: use_int(p, 1, row->name, lroundf(-2.5f), "lroundf(-2.5f)"); return;
    case AMP_FPCLASSIFY: use_int(p, 1, row->name, fpclassify(x), "fpclassify(-2.5)"); return;
    case AMP_B_FPCLASSIFY:
        use_int(p, 1, row->name, __builtin_fpclassify(10, 11, 12, 13, 14, x),
                "__builtin_fpclassify(10, 11, 12, 13, 14, -2.5)");
        return;
    case AMP_B_ISINF_SIGN:
        use_int(p, 1, row->name, __builtin_isinf_sign(x), "__builtin_isinf_sign(-2.5)");
        return;
    case AMP_B_SIGNBITF: use_bool(p, row->name, signbit(-2.5f), "__builtin_signbitf(-2.5f)"); return;
    default: break;
    }
    int want;
    switch (op) {   /* the predicates: x, or x and y, as the row's SIG says */
    case AMP_ISNAN: case AMP_B_ISNAN: want = isnan(x); break;
    case AMP_ISINF: case AMP_B_ISINF: want = isinf(x); break;
    case AMP_ISFINITE: case AMP_B_ISFINITE: want = isfinite(x); break;
    case AMP_ISNORMAL: case AMP_B_ISNORMAL: want = isnormal(x); break;
    case AMP_SIGNBIT: case AMP_B_SIGNBIT: want = signbit(x); break;
    case AMP_ISGREATER: case AMP_B_ISGREATER: want = isgreater(x, y); break;
    case AMP_ISGREATEREQUAL: case AMP_B_ISGREATEREQUAL: want = isgreaterequal(x, y); break;
    case AMP_ISLESS: case AMP_B_ISLESS: want = isless(x, y); break;
    case AMP_ISLESSEQUAL: case AMP_B_ISLESSEQUAL: want = islessequal(x, y); break;
    case AMP_ISLESSGREATER: case AMP_B_ISLESSGREATER: want = islessgreater(x, y); break;
    case AMP_ISUNORDERED: case AMP_B_ISUNORDERED: want = isunordered(x, y); break;
    default:
        fprintf(stderr, "gen: no use written for '%s'\n", row->name);
        exit(1);
    }
    char e[128];
    snprintf(e, sizeof e, row->sig[1] ? "%s(-2.5, 0.75)" : "%s(-2.5)", row->name);
    use_bool(p, row->name, want, e);
}

/* Uses of the rows on rank-R objects. */
static void use_ranked(Prog *p, int r, AmpOp op, const AmpOpInfo *row)
{
    const int *vext = VEXT[r], *ext = EXT[r], *idx = IDX[r], *tile = TILE[r];
    const char *a = array_name(p, r);
    const char *what = row->name;
    int last[3], origin[3] = {0}, sub[3], sublast[3];
    for (int d = 0; d < r; d++) {
        last[d] = vext[d] - 1;
        sub[d] = vext[d] - (d == r - 1);
        sublast[d] = sub[d] - 1;
    }
    origin[r - 1] = 1;
    int zero[3] = {0};
    switch (op) {
    case AMP_VIEW_EXTENT: use_int(p, r, what, vext[r - 1], "v%d.extent[%d]", r, r - 1); return;
    case AMP_ARRAY_EXTENT: use_int(p, r, what, vext[r - 1], "%s.extent[%d]", a, r - 1); return;
    case AMP_TIDX_GLOBAL: use_int(p, r, what, 3, "idx.global[%d]", r - 1); return;
    case AMP_TIDX_LOCAL: use_int(p, r, what, 1, "idx.local[%d]", r - 1); return;
    case AMP_TIDX_TILE: use_int(p, r, what, 1, "idx.tile[%d]", r - 1); return;
    case AMP_TIDX_TILE_ORIGIN: use_int(p, r, what, 2, "idx.tile_origin[%d]", r - 1); return;
    case AMP_TIDX_TILE_EXTENT: use_int(p, r, what, 2, "idx.tile_extent[%d]", r - 1); return;
    case AMP_TIDX_BARRIER: use_stmt(p, r, "idx.barrier.wait();"); return;
    default: break;
    }
    char tiles[32];
    snprintf(tiles, sizeof tiles, "%s", list(r, tile));
    int esize = 1;
    for (int d = 0; d < r; d++)
        esize *= ext[d];
    switch (op) {
    case AMP_EXTENT_SIZE: use_int(p, r, what, esize, "e%d.size()", r); return;
    case AMP_EXTENT_CONTAINS: use_int(p, r, what, 1, "e%d.contains(i%d)", r, r); return;
    case AMP_EXTENT_TILE: use_int(p, r, what, ext[0], "e%d.tile<%s>()[0]", r, tiles); return;
    case AMP_TEXTENT_SIZE: use_int(p, r, what, esize, "e%d.tile<%s>().size()", r, tiles); return;
    case AMP_TEXTENT_PAD: use_int(p, r, what, rounded_size(r, 1), "e%d.tile<%s>().pad().size()", r, tiles); return;
    case AMP_TEXTENT_TRUNCATE:
        use_int(p, r, what, rounded_size(r, 0), "e%d.tile<%s>().truncate().size()", r, tiles);
        return;
    case AMP_TEXTENT_AT:
        use_int(p, r, what, (ext[r - 1] + tile[r - 1] - 1) / tile[r - 1] * tile[r - 1],
                "e%d.tile<%s>().pad()[%d]", r, tiles, r - 1);
        return;
    case AMP_VIEW_SYNCHRONIZE:
        use_stmt(p, r, r == 1 ? "v1.synchronize();" : r == 2 ? "v2.synchronize();" : "v3.synchronize();");
        use_int(p, r, what, vcount(r), "d%d[%d]", r, vcount(r) - 1);
        return;
    case AMP_VIEW_REFRESH:
        use_stmt(p, r, r == 1 ? "v1.refresh();" : r == 2 ? "v2.refresh();" : "v3.refresh();");
        use_int(p, r, what, vvalue(r, last), "v%d(%s)", r, list(r, last));
        return;
    case AMP_VIEW_DISCARD_DATA:
        use_stmt(p, r, r == 1 ? "w1.discard_data();" : r == 2 ? "w2.discard_data();" : "w3.discard_data();");
        return;
    case AMP_VIEW_DATA: use_int(p, r, what, vcount(r), "v%d.data()[%d]", r, vcount(r) - 1); return;
    case AMP_ARRAY_DATA: use_int(p, r, what, vcount(r), "%s.data()[%d]", a, vcount(r) - 1); return;
    case AMP_VIEW_SECTION:
        use_int(p, r, what, vvalue(r, origin), "v%d.section(index<%d>(%s), extent<%d>(%s))(%s)", r, r,
                list(r, origin), r, list(r, sub), list(r, zero));
        return;
    case AMP_ARRAY_SECTION:
        use_int(p, r, what, vvalue(r, origin), "%s.section(index<%d>(%s), extent<%d>(%s))(%s)", a, r,
                list(r, origin), r, list(r, sub), list(r, zero));
        return;
    case AMP_VIEW_SECTION_ORIGIN:
        use_int(p, r, what, vvalue(r, origin), "v%d.section(index<%d>(%s))(%s)", r, r, list(r, origin),
                list(r, zero));
        return;
    case AMP_ARRAY_SECTION_ORIGIN:
        use_int(p, r, what, vvalue(r, origin), "%s.section(index<%d>(%s))(%s)", a, r, list(r, origin),
                list(r, zero));
        return;
    case AMP_VIEW_SECTION_EXTENT:
        use_int(p, r, what, vvalue(r, sublast), "v%d.section(extent<%d>(%s))(%s)", r, r, list(r, sub),
                list(r, sublast));
        return;
    case AMP_ARRAY_SECTION_EXTENT:
        use_int(p, r, what, vvalue(r, sublast), "%s.section(extent<%d>(%s))(%s)", a, r, list(r, sub),
                list(r, sublast));
        return;
    case AMP_VIEW_SECTION_INTS:
        use_int(p, r, what, vvalue(r, origin), "v%d.section(%s, %s)(%s)", r, list(r, origin), list(r, sub),
                list(r, zero));
        return;
    case AMP_ARRAY_SECTION_INTS:
        use_int(p, r, what, vvalue(r, origin), "%s.section(%s, %s)(%s)", a, list(r, origin), list(r, sub),
                list(r, zero));
        return;
    case AMP_VIEW_REINTERPRET_AS:   /* rank 1: the last element, as unsigned int */
        use_int(p, r, what, vcount(r), "(int)v%d.reinterpret_as<unsigned int>()(%d)", r, vcount(r) - 1);
        return;
    case AMP_ARRAY_REINTERPRET_AS:
        use_int(p, r, what, vcount(r), "(int)%s.reinterpret_as<unsigned int>()(%d)", a, vcount(r) - 1);
        return;
    case AMP_VIEW_VIEW_AS:          /* rank 1: 8 elements as 2 x 4, (1, 3) is the last */
        use_int(p, r, what, vcount(r), "v%d.view_as(extent<2>(2, %d))(1, %d)", r, vcount(r) / 2,
                vcount(r) / 2 - 1);
        return;
    case AMP_ARRAY_VIEW_AS:
        use_int(p, r, what, vcount(r), "%s.view_as(extent<1>(%d))(%d)", a, vcount(r), vcount(r) - 1);
        return;
    case AMP_VIEW_COPY_TO:
        put(&p->uses[r], "        v%d.copy_to(w%d);\n", r, r);
        use_int(p, r, what, vvalue(r, last), "w%d(%s)", r, list(r, last));
        return;
    case AMP_ARRAY_COPY_TO:
        put(&p->uses[r], "        %s.copy_to(h%d);\n", a, r);
        use_int(p, r, what, vcount(r), "h%d[%d]", r, vcount(r) - 1);
        return;
    case AMP_COPY:
        put(&p->uses[r], "        copy(v%d, w%d);\n", r, r);
        use_int(p, r, what, vvalue(r, last), "w%d(%s)", r, list(r, last));
        return;
    case AMP_COPY_ASYNC:
        put(&p->uses[r], "        copy_async(v%d, w%d).wait();\n", r, r);
        use_int(p, r, what, vvalue(r, last), "w%d(%s)", r, list(r, last));
        return;
    case AMP_VIEW_SYNCHRONIZE_ASYNC:
        use_stmt(p, r, r == 1 ? "v1.synchronize_async().wait();" : r == 2 ? "v2.synchronize_async().wait();"
                                                                       : "v3.synchronize_async().wait();");
        use_int(p, r, what, vcount(r), "d%d[%d]", r, vcount(r) - 1);
        return;
    case AMP_FUTURE_WAIT:
        use_block(p, r, what, 1, "{ completion_future f = copy_async(v1, w1); f.wait(); RI[%d] = f.is_ready(); }");
        return;
    case AMP_FUTURE_GET:
        use_block(p, r, what, 1, "{ completion_future f = copy_async(v1, w1); f.get(); RI[%d] = f.is_ready(); }");
        return;
    case AMP_FUTURE_VALID:
        use_block(p, r, what, 10, "{ completion_future f, g = copy_async(v1, w1); g.wait(); "
                                  "RI[%d] = f.valid() + 10 * g.valid(); }");
        return;
    case AMP_FUTURE_IS_READY:
        use_block(p, r, what, 1, "{ completion_future f = v1.synchronize_async(); f.wait(); RI[%d] = f.is_ready(); }");
        return;
    case AMP_FUTURE_THEN:
        use_block(p, r, what, 2, "{ int calls = 0; completion_future f = copy_async(v1, w1); "
                                 "f.then(lower_note, &calls); f.wait(); f.then(lower_note, &calls); RI[%d] = calls; }");
        return;
    case AMP_BARRIER_WAIT: use_stmt(p, r, "idx.barrier.wait();"); return;
    case AMP_BARRIER_WAIT_ALL: use_stmt(p, r, "idx.barrier.wait_with_all_memory_fence();"); return;
    case AMP_BARRIER_WAIT_GLOBAL: use_stmt(p, r, "idx.barrier.wait_with_global_memory_fence();"); return;
    case AMP_BARRIER_WAIT_TILE_STATIC:
        use_stmt(p, r, "idx.barrier.wait_with_tile_static_memory_fence();");
        return;
    case AMP_VIEW_AT_INDEX: use_int(p, r, what, vvalue(r, idx), "v%d[i%d]", r, r); return;
    case AMP_ARRAY_AT_INDEX: use_int(p, r, what, vvalue(r, idx), "%s[i%d]", a, r); return;
    case AMP_VIEW_CALL: use_int(p, r, what, vvalue(r, last), "v%d(%s)", r, list(r, last)); return;
    case AMP_ARRAY_CALL: use_int(p, r, what, vvalue(r, last), "%s(%s)", a, list(r, last)); return;
    case AMP_VIEW_CALL_INDEX: use_int(p, r, what, vvalue(r, idx), "v%d(i%d)", r, r); return;
    case AMP_ARRAY_CALL_INDEX: use_int(p, r, what, vvalue(r, idx), "%s(i%d)", a, r); return;
    case AMP_VIEW_AT_INT: case AMP_ARRAY_AT_INT: case AMP_VIEW_PROJECT: case AMP_ARRAY_PROJECT: {
        /* v[i][j][k]: projections down to rank 1, then an element */
        char e[128];
        snprintf(e, sizeof e, "%s", op == AMP_VIEW_AT_INT || op == AMP_VIEW_PROJECT ? "" : a);
        if (!e[0])
            snprintf(e, sizeof e, "v%d", r);
        for (int d = 0; d < r; d++)
            sprintf(e + strlen(e), "[%d]", last[d]);
        use_int(p, r, what, vvalue(r, last), "%s", e);
        return;
    }
    case AMP_EXTENT_AT: use_int(p, r, what, ext[r - 1], "e%d[%d]", r, r - 1); return;
    case AMP_INDEX_RANK: use_int(p, r, what, r, "i%d.rank", r); return;
    case AMP_EXTENT_RANK: use_int(p, r, what, r, "e%d.rank", r); return;
    case AMP_VIEW_RANK: use_int(p, r, what, r, "v%d.rank", r); return;
    case AMP_ARRAY_RANK: use_int(p, r, what, r, "%s.rank", a); return;
    case AMP_EXTENT_CTOR_ZERO: use_int(p, r, what, 0, "extent<%d>()[%d]", r, r - 1); return;
    case AMP_INDEX_CTOR_ZERO: use_int(p, r, what, 0, "index<%d>()[%d]", r, r - 1); return;
    case AMP_EXTENT_CTOR_INTS:
        use_int(p, r, what, ext[r - 1], "extent<%d>(%s)[%d]", r, list(r, ext), r - 1);
        return;
    case AMP_INDEX_CTOR_INTS:
        use_int(p, r, what, idx[r - 1], "index<%d>(%s)[%d]", r, list(r, idx), r - 1);
        return;
    case AMP_EXTENT_CTOR_ARRAY: case AMP_INDEX_CTOR_ARRAY: {
        /* from an array of r ints, declared just before */
        bool is_ext = op == AMP_EXTENT_CTOR_ARRAY;
        put(&p->uses[r], "        int ca%d_%d[%d] = {%s};\n", r, p->ni, r, list(r, is_ext ? ext : idx));
        use_int(p, r, what, is_ext ? ext[r - 1] : idx[r - 1], "%s<%d>(ca%d_%d)[%d]",
                is_ext ? "extent" : "index", r, r, p->ni, r - 1);
        return;
    }
    case AMP_EXTENT_CTOR_COPY: use_int(p, r, what, ext[r - 1], "extent<%d>(e%d)[%d]", r, r, r - 1); return;
    case AMP_INDEX_CTOR_COPY: use_int(p, r, what, idx[r - 1], "index<%d>(i%d)[%d]", r, r, r - 1); return;
    case AMP_TEXTENT_CTOR_ZERO: use_int(p, r, what, 0, "tiled_extent<%s>()[%d]", list(r, TILE[r]), r - 1); return;
    case AMP_TEXTENT_CTOR_EXTENT:
        use_int(p, r, what, ext[r - 1], "tiled_extent<%s>(e%d)[%d]", list(r, TILE[r]), r, r - 1);
        return;
    case AMP_TEXTENT_CTOR_COPY:
        use_int(p, r, what, ext[r - 1], "tiled_extent<%s>(e%d.tile<%s>())[%d]", list(r, TILE[r]), r,
                list(r, TILE[r]), r - 1);
        return;
    /* the library structs (cpu code): lacc is the default device, lav its
     * default view, on which the cpu program's arrays (staging) live */
    case AMP_ACC_DEFAULT_VIEW: use_int(p, r, what, 1, "lacc.default_view == lav"); return;
    case AMP_ACC_CREATE_VIEW:
        use_int(p, r, what, 0, "lacc.create_view(queuing_mode_immediate).queuing_mode");   /* immediate: 0 */
        return;
    case AMP_AV_WAIT: use_stmt(p, r, "lav.wait();"); return;
    case AMP_AV_FLUSH: use_stmt(p, r, "lav.flush();"); return;
    case AMP_AV_CREATE_MARKER: use_stmt(p, r, "lmarker = lav.create_marker();"); return;
    case AMP_ARRAY_ACC_VIEW:   /* staging arrays here: made on the host device's view */
        use_int(p, r, what, 1, "%s.accelerator_view == lhost.default_view", a);
        return;
    case AMP_ARRAY_ASSOC_VIEW: use_int(p, r, what, 1, "%s.associated_accelerator_view == lav", a); return;
    case AMP_INDEX_AT: use_int(p, r, what, idx[r - 1], "i%d[%d]", r, r - 1); return;
    default:
        fprintf(stderr, "gen: no use written for '%s' of rank %d\n", row->name, r);
        exit(1);
    }
}

/* An operand of an operator row at rank r: the index or extent variable of
 * the rank (i<r>, e<r>) or the integer 3; its coordinate r-1 in *value. */
static const char *oper_operand(TypeKind k, int r, int *value)
{
    static char text[2][16];
    static int which;
    char *t = text[which ^= 1];
    *value = k == TY_INT ? 3 : k == TY_INDEX ? IDX[r][r - 1] : EXT[r][r - 1];
    if (k == TY_INT)
        snprintf(t, 16, "3");
    else
        snprintf(t, 16, "%s%d", k == TY_INDEX ? "i" : "e", r);
    return t;
}

static int apply(int op, int a, int b)
{
    switch (op) {
    case BO_ADD: return a + b;
    case BO_SUB: return a - b;
    case BO_MUL: return a * b;
    case BO_DIV: return a / b;
    default: return a % b;
    }
}

/* An operator row at rank r: its value's coordinate r-1 (a compound form
 * or ++/-- updates a copy declared just before: t<r>_<k>). */
static void use_operator(Prog *p, int r, AmpOp op, const AmpOpInfo *row)
{
    int lv, rv, bop = ampop_operator_binop(op);
    TypeKind lk = ampop_operator_lhs(op), rk = ampop_operator_rhs(op);
    const char *l = oper_operand(lk, r, &lv), *rt = rk == TY_VOID ? "1" : oper_operand(rk, r, &rv);
    const char *kind = row->on == TY_INDEX ? "index" : "extent";
    static const char *const sym[] = {[BO_ADD] = "+", [BO_SUB] = "-", [BO_MUL] = "*", [BO_DIV] = "/",
                                      [BO_MOD] = "%", [BO_EQ] = "==", [BO_NE] = "!="};
    switch (ampop_operator_kind(op)) {
    case OPK_BINARY:
        use_int(p, r, row->name, apply(bop, lv, rv), "(%s %s %s)[%d]", l, sym[bop], rt, r - 1);
        return;
    case OPK_COMPARE:
        use_int(p, r, row->name, bop == BO_EQ, "(%s %s %s)", l, sym[bop], l);
        return;
    case OPK_COMPOUND: case OPK_INCDEC: {
        int k = p->ni;
        put(&p->uses[r], "        %s<%d> t%d_%d = %s;\n", kind, r, r, k, l);
        if (rk == TY_VOID)
            use_int(p, r, row->name, lv + (bop == BO_ADD ? 1 : -1), "(%st%d_%d)[%d]",
                    bop == BO_ADD ? "++" : "--", r, k, r - 1);
        else
            use_int(p, r, row->name, apply(bop, lv, rv), "(t%d_%d %s= %s)[%d]", r, k, sym[bop], rt, r - 1);
        return;
    }
    }
}

/* ------------------------------------------------------------ value forms */

/* The names a constructor's arguments use at rank r: the program's objects
 * (v<r>, a<r>, d<r>, e<r>, i<r>) or a helper function's parameters. */
typedef struct Names {
    char v[16], a[16], d[16], e[16], i[16];
} Names;

static Names program_names(const Prog *p, int r)
{
    Names n;
    snprintf(n.v, sizeof n.v, "v%d", r);
    snprintf(n.a, sizeof n.a, "%s", array_name(p, r));
    snprintf(n.d, sizeof n.d, "d%d", r);
    snprintf(n.e, sizeof n.e, "e%d", r);
    snprintf(n.i, sizeof n.i, "i%d", r);
    return n;
}

static const Names param_names = {"pv", "(*pa)", "pd", "pe", "pi"};

/* The arguments of a view constructor row (as use_ctor writes them). */
static void view_ctor_args(char *out, size_t size, int r, const AmpOpInfo *row, const Names *n)
{
    const char *sizes = list(r, VEXT[r]);
    switch (row->check) {
    case CK_CTOR_SIZES: snprintf(out, size, "%s", sizes); return;
    case CK_CTOR_SIZES_DATA: snprintf(out, size, "%s, %s", sizes, n->d); return;
    case CK_CTOR_EXTENT: snprintf(out, size, "extent<%d>(%s)", r, sizes); return;
    case CK_CTOR_EXTENT_DATA: snprintf(out, size, "extent<%d>(%s), %s", r, sizes, n->d); return;
    case CK_CTOR_ARRAY: snprintf(out, size, "%s", n->a); return;
    case CK_CTOR_VIEW: snprintf(out, size, "%s", n->v); return;
    default:
        fprintf(stderr, "gen: no value form written for view constructor '%s'\n", row->name);
        exit(1);
    }
}

/* The type an extent, index or tiled_extent row makes at rank r. */
static const char *coord_type(AmpOp op, int r)
{
    static char buf[4][48];
    static int k;
    char *b = buf[k++ & 3];
    TypeKind on = ampop_info(op)->on;
    if (on == TY_TILED_EXTENT)
        snprintf(b, 48, "tiled_extent<%s>", list(r, TILE[r]));
    else
        snprintf(b, 48, "%s<%d>", on == TY_INDEX ? "index" : "extent", r);
    return b;
}

/* The arguments of an extent, index or tiled_extent constructor row; `cvals`
 * is an array of r ints the caller declares. *want: the coordinate r-1. */
static void coord_ctor_args(char *out, size_t size, int r, AmpOp op, const Names *n, int *want)
{
    bool is_ext = ampop_info(op)->on != TY_INDEX;
    const int *c = is_ext ? EXT[r] : IDX[r];
    *want = c[r - 1];
    switch (op) {
    case AMP_EXTENT_CTOR_ZERO: case AMP_INDEX_CTOR_ZERO: case AMP_TEXTENT_CTOR_ZERO:
        snprintf(out, size, "%s", "");
        *want = 0;
        return;
    case AMP_EXTENT_CTOR_INTS: case AMP_INDEX_CTOR_INTS: snprintf(out, size, "%s", list(r, c)); return;
    case AMP_EXTENT_CTOR_ARRAY: case AMP_INDEX_CTOR_ARRAY: snprintf(out, size, "cvals"); return;
    case AMP_EXTENT_CTOR_COPY: case AMP_INDEX_CTOR_COPY: case AMP_TEXTENT_CTOR_EXTENT:
        snprintf(out, size, "%s", is_ext ? n->e : n->i);
        return;
    case AMP_TEXTENT_CTOR_COPY: snprintf(out, size, "%s.tile<%s>()", n->e, list(r, TILE[r])); return;
    default:
        fprintf(stderr, "gen: no value form written for '%s'\n", ampop_info(op)->name);
        exit(1);
    }
}

/* The restriction of the helpers: cpu code's own, or both (amp code calls them). */
static const char *helper_restrict(const Prog *p)
{
    return p->cx == CX_CPU ? "" : " restrict(cpu, amp)";
}

/* A view row as a value: an argument (of a view of const int), a returned
 * value, the initializer of a view of const int, the right side of `=`, and
 * an operand (an element, .extent). Each is worth the element at `last`. */
static void use_view_values(Prog *p, int r, const AmpOpInfo *row, long want)
{
    int last[3];
    for (int d = 0; d < r; d++)
        last[d] = VEXT[r][d] - 1;
    Names n = program_names(p, r);
    char args[128], pargs[128];
    view_ctor_args(args, sizeof args, r, row, &n);
    view_ctor_args(pargs, sizeof pargs, r, row, &param_names);
    bool data = row->check == CK_CTOR_SIZES_DATA || row->check == CK_CTOR_EXTENT_DATA;
    const char *elem = row->check == CK_CTOR_SIZES || row->check == CK_CTOR_EXTENT ? "int" : "const int";
    char what[96];
    snprintf(what, sizeof what, "array_view %s as a value", row->name);
    use_int(p, r, what, want, "lview_%d(array_view<%s, %d>(%s))", r, elem, r, args);
    int h = p->nhelpers++;
    put(&p->helpers, "static array_view<int, %d> lret_%d(array_view<int, %d> pv, array<int, %d> *pa%s)%s\n{\n"
                     "    return array_view<int, %d>(%s);\n}\n\n", r, h, r, r, data ? ", int *pd" : "",
        helper_restrict(p), r, pargs);
    char a_addr[24];
    snprintf(a_addr, sizeof a_addr, p->cx == CX_AMPFN ? "a%d" : "&a%d", r);
    use_int(p, r, what, want, "lret_%d(v%d, %s%s%s)(%s)", h, r, a_addr, data ? ", " : "", data ? n.d : "",
            list(r, last));
    char decl[256], expr[64];
    snprintf(expr, sizeof expr, "vx(%s)", list(r, last));
    snprintf(decl, sizeof decl, "array_view<const int, %d> vx = array_view<int, %d>(%s);", r, r, args);
    use_in_block(p, r, what, want, decl, expr);
    snprintf(expr, sizeof expr, "vy(%s)", list(r, last));
    snprintf(decl, sizeof decl, "array_view<int, %d> vy = v%d; vy = array_view<int, %d>(%s);", r, r, r, args);
    use_in_block(p, r, what, want, decl, expr);
    use_int(p, r, what, want, "array_view<int, %d>(%s)(%s)", r, args, list(r, last));
    use_int(p, r, what, VEXT[r][r - 1], "array_view<int, %d>(%s).extent[%d]", r, args, r - 1);
}

/* An extent, index or tiled_extent row as a value: an argument, a returned
 * value, an initializer, the right side of `=`, an operand (of `+`, worth
 * twice the coordinate r-1; a tiled_extent's of .size()); each else is worth
 * the value's coordinate r-1. */
static void use_coord_values(Prog *p, int r, AmpOp op, const AmpOpInfo *row)
{
    const char *ty = coord_type(op, r);
    bool tiled = row->on == TY_TILED_EXTENT;
    int want;
    Names n = program_names(p, r);
    char args[128], pargs[128], what[96], cvals[64] = "", decl[320], expr[320], start[64];
    coord_ctor_args(args, sizeof args, r, op, &n, &want);
    coord_ctor_args(pargs, sizeof pargs, r, op, &param_names, &want);
    if (op == AMP_EXTENT_CTOR_ARRAY || op == AMP_INDEX_CTOR_ARRAY)
        snprintf(cvals, sizeof cvals, "int cvals[%d] = {%s};", r, list(r, row->on == TY_INDEX ? IDX[r] : EXT[r]));
    snprintf(what, sizeof what, "%s as a value", row->name);
    snprintf(expr, sizeof expr, "l%s_%d(%s(%s))", tiled ? "tiled" : row->on == TY_INDEX ? "index" : "extent", r,
             ty, args);
    use_in_block(p, r, what, want, cvals, expr);
    int h = p->nhelpers++;
    put(&p->helpers, "static %s lret_%d(extent<%d> pe, index<%d> pi)%s\n{\n    %s\n    return %s(%s);\n}\n\n", ty, h,
        r, r, helper_restrict(p), cvals, ty, pargs);
    use_int(p, r, what, want, "lret_%d(e%d, i%d)[%d]", h, r, r, r - 1);
    snprintf(decl, sizeof decl, "%s %s cx = %s(%s);", cvals, ty, ty, args);
    snprintf(expr, sizeof expr, "cx[%d]", r - 1);
    use_in_block(p, r, what, want, decl, expr);
    if (tiled)
        snprintf(start, sizeof start, "e%d.tile<%s>()", r, list(r, TILE[r]));
    else
        snprintf(start, sizeof start, "%s", row->on == TY_INDEX ? n.i : n.e);
    snprintf(decl, sizeof decl, "%s %s cy = %s; cy = %s(%s);", cvals, ty, start, ty, args);
    snprintf(expr, sizeof expr, "cy[%d]", r - 1);
    use_in_block(p, r, what, want, decl, expr);
    if (tiled) {
        int size = 1;
        for (int d = 0; d < r; d++)
            size *= EXT[r][d];
        snprintf(expr, sizeof expr, "%s(%s).size()", ty, args);
        use_in_block(p, r, what, want ? size : 0, cvals, expr);
        return;
    }
    snprintf(expr, sizeof expr, "(%s(%s) + %s(%s))[%d]", ty, args, ty, args, r - 1);
    use_in_block(p, r, what, 2L * want, cvals, expr);
}

/* The functions the value forms are passed to: each reads one value. */
static void write_pickers(FILE *f, const Prog *p)
{
    for (int r = 1; r <= 3; r++) {
        int last[3];
        for (int d = 0; d < r; d++)
            last[d] = VEXT[r][d] - 1;
        fprintf(f, "static int lview_%d(array_view<const int, %d> x)%s\n{\n    return x(%s);\n}\n\n", r, r,
                helper_restrict(p), list(r, last));
        fprintf(f, "static int lextent_%d(extent<%d> x)%s\n{\n    return x[%d];\n}\n\n", r, r, helper_restrict(p),
                r - 1);
        fprintf(f, "static int lindex_%d(index<%d> x)%s\n{\n    return x[%d];\n}\n\n", r, r, helper_restrict(p),
                r - 1);
        fprintf(f, "static int ltiled_%d(tiled_extent<%s> x)%s\n{\n    return x[%d];\n}\n\n", r, list(r, TILE[r]),
                helper_restrict(p), r - 1);
    }
    fputs(p->helpers.s, f);
}

/* A constructor row: `{ T c(ARGS); RI[k] = c(last); }` (through a view of
 * it for an array), worth v's value there when made from v's data (d, v or
 * a), or 0 when the runtime zero-fills the storage. */
static void use_ctor(Prog *p, int r, AmpOp op, const AmpOpInfo *row)
{
    int last[3];
    for (int d = 0; d < r; d++)
        last[d] = VEXT[r][d] - 1;
    char sizes[64], args[128];
    int count = vcount(r);   /* the elements of the data: [d, d + count) */
    snprintf(sizes, sizeof sizes, "%s", list(r, VEXT[r]));
    bool zeros = row->check == CK_CTOR_SIZES || row->check == CK_CTOR_EXTENT;
    switch (row->check) {
    case CK_CTOR_SIZES: snprintf(args, sizeof args, "%s", sizes); break;
    case CK_CTOR_SIZES_DATA: snprintf(args, sizeof args, "%s, d%d", sizes, r); break;
    case CK_CTOR_EXTENT: snprintf(args, sizeof args, "extent<%d>(%s)", r, sizes); break;
    case CK_CTOR_EXTENT_DATA: snprintf(args, sizeof args, "extent<%d>(%s), d%d", r, sizes, r); break;
    case CK_CTOR_ARRAY: snprintf(args, sizeof args, "%s", array_name(p, r)); break;
    case CK_CTOR_VIEW: snprintf(args, sizeof args, "v%d", r); break;
    case CK_CTOR_SIZES_RANGE: snprintf(args, sizeof args, "%s, d%d, d%d + %d", sizes, r, r, count); break;
    case CK_CTOR_EXTENT_RANGE:
        snprintf(args, sizeof args, "extent<%d>(%s), d%d, d%d + %d", r, sizes, r, r, count);
        break;
    default:
        fprintf(stderr, "gen: no use written for constructor '%s'\n", row->name);
        exit(1);
    }
    int k = p->ni++;
    bool array = row->on == TY_AMP_ARRAY;
    put(&p->uses[r], "        { %s<int, %d> c%d(%s); ", array ? "array" : "array_view", r, k, args);
    if (array)
        put(&p->uses[r], "array_view<int, %d> cv%d(c%d); RI[%d] = cv%d(%s); }\n", r, k, k, k, k, list(r, last));
    else
        put(&p->uses[r], "RI[%d] = c%d(%s); }\n", k, k, list(r, last));
    put(&p->checks, "    check_int(\"%s %s, rank %d\", RI[%d], %ldL);\n", array ? "array" : "array_view", row->name, r,
        k, zeros ? 0L : (long)vvalue(r, last));
    if (!array)   /* an array is never a value (LANGUAGE.md section 4): tests/diagnostics/array_value.c */
        use_view_values(p, r, row, zeros ? 0L : (long)vvalue(r, last));
}

/* Does row op need an object of rank 1..3 (else it is used once)? Element
 * access by an int is rank 1 only, projections rank 2 and 3. */
static bool used_at_rank(AmpOp op, int r)
{
    const AmpOpInfo *row = ampop_info(op);
    if (row->form == AF_FUNC)
        return r == 1 || row->check == CK_COPY || row->check == CK_COPY_ASYNC;
    if (row->on == TY_STRUCT)
        return r == 1;   /* completion_future: no rank */
    if (op == AMP_VIEW_AT_INT || op == AMP_ARRAY_AT_INT || op == AMP_VIEW_REINTERPRET_AS || op == AMP_VIEW_VIEW_AS)
        return r == 1;
    if (op == AMP_VIEW_PROJECT || op == AMP_ARRAY_PROJECT)
        return r > 1;
    if (row->on == TY_STRUCT)
        return r == 1;   /* accelerator, accelerator_view, completion_future: no rank */
    return true;
}

static void use_row(Prog *p, AmpOp op)
{
    const AmpOpInfo *row = ampop_info(op);
    for (int r = 1; r <= 3; r++) {
        if (!used_at_rank(op, r))
            continue;
        p->covered[op] = true;
        switch (row->check) {
        case CK_ATOMIC: case CK_XCHG: use_atomic(p, row, op); break;
        case CK_CAS: use_compare_exchange(p, row); break;
        case CK_FENCE: {
            char s[80];
            snprintf(s, sizeof s, "%s(idx.barrier);", row->name);
            use_stmt(p, 1, s);
            break;
        }
        case CK_MATH: case CK_MATH_F:
            if (is_math_row(op)) {
                use_math(p, row, op, false);
                use_math(p, row, op, true);
            } else
                use_classify(p, row, op);
            break;
        case CK_INT: case CK_LONG: case CK_UINT: case CK_FORM_INT_FLOAT: case CK_FORM_ARITH:
            use_classify(p, row, op);
            break;
        case CK_VOID:
            if (row->form == AF_FUNC)
                use_classify(p, row, op);
            else
                use_ranked(p, r, op, row);
            break;
        case CK_EXTENT: case CK_INDEX: case CK_BARRIER: case CK_SIZE: case CK_CONTAINS: case CK_TILE:
        case CK_SAME: case CK_DATA: case CK_SECTION: case CK_COPY_TO: case CK_ACCESS:
        case CK_COPY: case CK_RANK: case CK_COPY_ASYNC: case CK_FUTURE: case CK_PREDICATE: case CK_THEN:
        case CK_ACC_VIEW: case CK_SECTION_ORIGIN: case CK_SECTION_EXTENT: case CK_SECTION_INTS: case CK_REINTERPRET:
        case CK_VIEW_AS:
            use_ranked(p, r, op, row);
            break;
        case CK_CTOR:   /* extent and index: as use_ranked writes them, and as values */
            use_ranked(p, r, op, row);
            use_coord_values(p, r, op, row);
            break;
        case CK_CTOR_SIZES: case CK_CTOR_SIZES_DATA: case CK_CTOR_EXTENT: case CK_CTOR_EXTENT_DATA:
        case CK_CTOR_ARRAY: case CK_CTOR_VIEW: case CK_CTOR_SIZES_RANGE: case CK_CTOR_EXTENT_RANGE:
            use_ctor(p, r, op, row);
            break;
        case CK_OPERATOR:
            use_operator(p, r, op, row);
            break;
        }
    }
}

/* The runtime library's declarations (the AMPLIB rows): cpu code only, each
 * used once. An enum constant must have its row's value, which is
 * ampcc_runtime.h's (the program reads the header's through the name); a
 * function needs a use written here; a typedef without one is measured. */
static bool use_library_row(Prog *p, LibName n)
{
    const char *name = libname_table[n].name;
    switch (n) {
    case LN_ACCELERATOR:
        put(&p->uses[1], "        accelerator lib_all[8];\n        accelerator_get_all(lib_all, 8);\n"
                         "        accelerator lib_acc(lib_all[0].device_path);\n");
        use_int(p, 1, name, 1, "lib_acc.id == lib_all[0].id && lib_acc.description != 0");
        return true;
    case LN_ACCELERATOR_GET_ALL: use_int(p, 1, name, 1, "accelerator_get_all(0, 0) > 0"); return true;
    case LN_ACCELERATOR_SET_DEFAULT:
        put(&p->uses[1], "        const char *lib_no_such_device = \"gpu:99\";\n");
        use_int(p, 1, name, 0, "accelerator_set_default(lib_no_such_device)");
        return true;
    case LN_ACCELERATOR_DEFAULT_ACCELERATOR:   /* a path the constructor takes */
        use_int(p, 1, name, 1, "__builtin_strlen(accelerator_default_accelerator) > 0");
        return true;
    case LN_ACCELERATOR_CPU_ACCELERATOR:       /* the host device's path */
        put(&p->uses[1], "        accelerator lib_host(accelerator_cpu_accelerator), lib_named(\"host\");\n");
        use_int(p, 1, name, 1, "lib_host == lib_named");
        return true;
    case LN_AMP_ERROR:
        put(&p->uses[1], "        amp_error lib_err = {0, 0, 0, 7};\n");
        use_int(p, 1, name, 7, "lib_err.line");
        return true;
    case LN_AMP_SET_ERROR_HANDLER: use_int(p, 1, name, 1, "(amp_set_error_handler(0, 0), 1)"); return true;
    case LN_AMP_LAST_ERROR: use_int(p, 1, name, 1, "amp_last_error() == 0"); return true;
    case LN_AMP_CLEAR_ERROR: use_int(p, 1, name, 1, "(amp_clear_error(), amp_last_error() == 0)"); return true;
    case LN_NORM:   /* the constructor and + clamp: 2 -> 1, 1 + 1 -> 1 */
        put(&p->uses[1], "        norm lib_norm(2.0f);\n");
        use_int(p, 1, name, 1, "lib_norm + lib_norm == 1.0f");
        return true;
    case LN_UNORM:  /* -0.5 -> 0 */
        put(&p->uses[1], "        unorm lib_unorm(-0.5f);\n");
        use_int(p, 1, name, 1, "lib_unorm == 0.0f");
        return true;
    case LN_NORM_2: /* (2, -0.25) -> (1, -0.25); minus itself is (0, 0) */
        put(&p->uses[1], "        norm_2 lib_norm_2(2.0f, -0.25f);\n");
        use_int(p, 1, name, 1, "lib_norm_2.x == 1.0f && lib_norm_2 - lib_norm_2 == norm_2(0.0f)");
        return true;
    default:
        return false;
    }
}

static void use_library(Prog *p, LibName n)
{
    const LibNameInfo *row = &libname_table[n];
    if (row->kind == SYM_ENUM_CONST) {
        use_int(p, 1, row->name, row->value, "%s", row->name);
    } else if (use_library_row(p, n)) {
        return;
    } else if (row->kind == SYM_TYPEDEF) {
        use_int(p, 1, row->name, 1, "sizeof(%s) > 0", row->name);
    } else {
        fprintf(stderr, "gen: no use written for '%s'\n", row->name);
        exit(1);
    }
}

/* ------------------------------------------------------------ programs */

static unsigned context_mask(Context cx)
{
    return cx == CX_CPU ? RESTRICT_CPU : RESTRICT_AMP;
}

static void write_prelude(FILE *f, const Prog *p)
{
    fprintf(f, "/* Written by tests/lowering/gen.c: every row of src/ampops.def allowed in %s code. */\n",
            context_name[p->cx]);
    /* amp code sees the built-ins without <math.h>; cpu code needs the C library's */
    fprintf(f, "#define _GNU_SOURCE\n#include <stdio.h>\n%s\n", p->cx == CX_CPU ? "#include <math.h>\n#include <stdlib.h>\n" : "");
    if (p->cx == CX_CPU)   /* completion_future's then() */
        fprintf(f, "static void lower_note(void *arg)\n{\n    *(int *)arg += 1;\n}\n\n");
    fprintf(f, ""
               "static int fails;\n\n"
               "static void check_int(const char *what, long got, long want)\n{\n"
               "    if (got != want) {\n        printf(\"FAIL %%s: %%ld, not %%ld\\n\", what, got, want);\n"
               "        fails++;\n    }\n}\n\n"
               "static void check_real(const char *what, double got, double want, double tolerance)\n{\n"
               "    if (got == want || (__builtin_isnan(got) && __builtin_isnan(want)))\n        return;\n"
               "    double scale = __builtin_fabs(want) > 1 ? __builtin_fabs(want) : 1;\n"
               "    if (!(__builtin_fabs(got - want) <= tolerance * scale)) {\n"
               "        printf(\"FAIL %%s: %%.17g, not %%.17g\\n\", what, got, want);\n        fails++;\n"
               "    }\n}\n\n");
}

static void write_tiled(FILE *f, int r, const char *what)
{
    int two[3] = {2, 2, 2};
    fprintf(f, "%s<%s>", what, list(r, two));
}

static void write_ampfns(FILE *f, const Prog *p)
{
    for (int r = 1; r <= 3; r++) {
        fprintf(f, "static void uses_%d(", r);
        write_tiled(f, r, "tiled_index");
        fprintf(f, " idx, array_view<int, 1> RI, array_view<double, 1> RD, array_view<int, 1> S, "
                   "array_view<int, %d> v%d, array<int, %d> *a%d, extent<%d> e%d, index<%d> i%d) restrict(amp)\n{\n",
                r, r, r, r, r, r, r, r);
        fprintf(f, "%s    if (idx.global[0] == 3 && idx.global[%d] == 3) {\n%s    }\n}\n\n", p->uniform[r].s, r - 1,
                p->uses[r].s);
    }
}

/* cpu code touches the elements of staging arrays only (LANGUAGE.md
 * section 10): there the arrays are made with the host device's view first. */
static void write_objects(FILE *f, Context cx)
{
    if (cx == CX_CPU)
        fprintf(f, "    accelerator lacc, lhost(\"host\");\n    accelerator_view lav = lacc.default_view;\n"
                   "    completion_future lmarker = lav.create_marker();\n");
    for (int r = 1; r <= 3; r++) {
        int n = vcount(r);
        fprintf(f, "    int d%d[%d], w%d_data[%d] = {0}, h%d[%d] = {0};\n    for (int k = 0; k < %d; k++)\n"
                   "        d%d[k] = k + 1;\n", r, n, r, n, r, n, n, r);
        fprintf(f, "    array_view<int, %d> v%d(%s, d%d);\n", r, r, list(r, VEXT[r]), r);
        fprintf(f, "    array_view<int, %d> w%d(%s, w%d_data);\n", r, r, list(r, VEXT[r]), r);
        fprintf(f, "    array<int, %d> a%d(%s, d%d%s);\n", r, r, list(r, VEXT[r]), r,
                cx == CX_CPU ? ", lhost.default_view, lav" : "");
        fprintf(f, "    extent<%d> e%d(%s);\n    index<%d> i%d(%s);\n", r, r, list(r, EXT[r]), r, r, list(r, IDX[r]));
        fprintf(f, "    (void)h%d; (void)w%d;\n", r, r);
    }
}

static void write_program(FILE *f, const Prog *p)
{
    write_prelude(f, p);
    write_pickers(f, p);
    if (p->cx == CX_AMPFN)
        write_ampfns(f, p);
    fprintf(f, "int main(void)\n{\n    int ri[%d] = {0}, s[%d];\n    double rd[%d] = {0};\n", p->ni + 1,
            p->scratch + 1, p->nd + 1);
    fprintf(f, "    for (int k = 0; k < %d; k++)\n        s[k] = %d + k;\n", p->scratch + 1, SCRATCH_BASE);
    fprintf(f, "    array_view<int, 1> RI(%d, ri);\n    array_view<double, 1> RD(%d, rd);\n"
               "    array_view<int, 1> S(%d, s);\n", p->ni + 1, p->nd + 1, p->scratch + 1);
    write_objects(f, p->cx);
    for (int r = 1; r <= 3; r++) {
        if (p->cx == CX_CPU) {
            fprintf(f, "    {\n%s    }\n", p->uses[r].s);
            continue;
        }
        int four[3] = {4, 4, 4}, two[3] = {2, 2, 2};
        fprintf(f, "    parallel_for_each(extent<%d>(%s).tile<%s>(), [=, &a%d](", r, list(r, four), list(r, two), r);
        write_tiled(f, r, "tiled_index");
        fprintf(f, " idx) restrict(amp) {\n");
        /* The views the function writes are written here too (never run), so
         * that this test does not lean on issue 10's defect 1 (writes only
         * through an amp function's parameter; tests/e2e/write_through_*). */
        if (p->cx == CX_AMPFN)
            fprintf(f, "        if (idx.global[0] < 0) {\n            RI[0] = 0;\n            RD[0] = 0;\n"
                       "            S[0] = 0;\n        }\n"
                       "        uses_%d(idx, RI, RD, S, v%d, &a%d, e%d, i%d);\n", r, r, r, r, r);
        else
            fprintf(f, "%s        if (idx.global[0] == 3 && idx.global[%d] == 3) {\n%s        }\n", p->uniform[r].s,
                    r - 1, p->uses[r].s);
        fprintf(f, "    });\n");
    }
    fprintf(f, "%s    return fails != 0;\n}\n", p->checks.s);
}

/* A row allowed in code that its back end cannot lower is the table's own
 * error: say so before writing anything. */
static int check_table(void)
{
    int bad = 0;
    for (int op = 1; op < AMP_OP_COUNT; op++) {
        const AmpOpInfo *row = ampop_info(op);
        if ((row->where & RESTRICT_AMP) && row->cl == CL_NONE)
            bad += fprintf(stderr, "gen: '%s' is allowed in amp code but has no OpenCL lowering\n", row->name) > 0;
        if ((row->where & RESTRICT_CPU) && row->host == H_NONE)
            bad += fprintf(stderr, "gen: '%s' is allowed in cpu code but has no host lowering\n", row->name) > 0;
    }
    return bad;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fputs("usage: gen DIR\n", stderr);
        return 2;
    }
    if (check_table())
        return 1;
    static Prog progs[CX_COUNT];
    int pairs = 0, missing = 0;
    for (int cx = 0; cx < CX_COUNT; cx++) {
        Prog *p = &progs[cx];
        p->cx = cx;
        for (int op = 1; op < AMP_OP_COUNT; op++)
            if (ampop_info(op)->where & context_mask(cx))
                use_row(p, op);
        for (int op = 1; op < AMP_OP_COUNT; op++) {
            if (!(ampop_info(op)->where & context_mask(cx)))
                continue;
            if (!p->covered[op])
                missing += fprintf(stderr, "gen: no use of '%s' in %s code\n", ampop_info(op)->name,
                                   context_name[cx]) > 0;
            pairs++;
        }
        for (int n = LN_NONE + 1; cx == CX_CPU && n < LN_COUNT; n++, pairs++)
            use_library(p, n);
        char path[4096];
        snprintf(path, sizeof path, "%s/lower_%s.c", argv[1], context_name[cx]);
        FILE *f = fopen(path, "w");
        if (!f) {
            perror(path);
            return 1;
        }
        write_program(f, p);
        fclose(f);
    }
    printf("%d\n", pairs);
    return missing != 0;
}
