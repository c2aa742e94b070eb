/* emit_mathlib.c - the math helpers of the OpenCL C (and so of the native C,
 * which is the same text under include/ampcc_native.h): C++ AMP's math
 * functions that OpenCL has no built-in for (LANGUAGE.md section 10), as
 * `static inline` functions ampcc_NAME_T for the type T of each form used. A
 * row of src/ampops.def with CL_HELPER names NAME in its CL_NAME column.
 *
 * The bodies are templates: `$T` is the form's type, `$F` the suffix of a
 * floating literal of that type ("f" for float), so a float helper never
 * spells a double constant (a device without doubles would warn or refuse).
 * They use only what both OpenCL C 1.2 and C under ampcc_native.h have.
 */
#include <string.h>

#include "arena.h"
#include "emit_opencl.h"

typedef struct MathHelper {
    const char *name;
    const char *type;      /* the one form this body is for, or NULL: any */
    const char *needs;     /* a helper this one calls (same type), or NULL */
    const char *text;      /* "RET ampcc_NAME_$T(PARAMS) { BODY }" as a template */
} MathHelper;

/* Ken Perlin's permutation ("Improving Noise", SIGGRAPH 2002). */
#define PERLIN_TABLE                                                                                   \
    "static __constant int ampcc_perlin[256] = {\n"                                                    \
    "    151, 160, 137, 91, 90, 15, 131, 13, 201, 95, 96, 53, 194, 233, 7, 225, 140, 36, 103, 30, 69,\n"    \
    "    142, 8, 99, 37, 240, 21, 10, 23, 190, 6, 148, 247, 120, 234, 75, 0, 26, 197, 62, 94, 252, 219,\n"  \
    "    203, 117, 35, 11, 32, 57, 177, 33, 88, 237, 149, 56, 87, 174, 20, 125, 136, 171, 168, 68, 175,\n"  \
    "    74, 165, 71, 134, 139, 48, 27, 166, 77, 146, 158, 231, 83, 111, 229, 122, 60, 211, 133, 230,\n"    \
    "    220, 105, 92, 41, 55, 46, 245, 40, 244, 102, 143, 54, 65, 25, 63, 161, 1, 216, 80, 73, 209, 76,\n" \
    "    132, 187, 208, 89, 18, 169, 200, 196, 135, 130, 116, 188, 159, 86, 164, 100, 109, 198, 173, 186,\n" \
    "    3, 64, 52, 217, 226, 250, 124, 123, 5, 202, 38, 147, 118, 126, 255, 82, 85, 212, 207, 206, 59,\n"  \
    "    227, 47, 16, 58, 17, 182, 189, 28, 42, 223, 183, 170, 213, 119, 248, 152, 2, 44, 154, 163, 70,\n"  \
    "    221, 153, 101, 155, 167, 43, 172, 9, 129, 22, 39, 253, 19, 98, 108, 110, 79, 113, 224, 232, 178,\n" \
    "    185, 112, 104, 218, 246, 97, 228, 251, 34, 242, 193, 238, 210, 144, 12, 191, 179, 162, 241, 81,\n"  \
    "    51, 145, 235, 249, 14, 239, 107, 49, 192, 214, 31, 181, 199, 106, 157, 184, 84, 204, 176, 115,\n"  \
    "    121, 50, 45, 127, 4, 150, 254, 138, 236, 205, 93, 222, 114, 67, 29, 24, 72, 243, 141, 128, 195,\n" \
    "    78, 66, 215, 61, 156, 180};\n"

static const MathHelper helpers[] = {
    /* precise_math beyond C99 */
    {"rcbrt", NULL, NULL, "$T ampcc_rcbrt_$T($T x)\n{\n    return 1 / cbrt(x);\n}\n"},
    {"scalb", NULL, NULL,
     "/* x * 2^y for an integral y (a larger |y| saturates), NaN for any other y. */\n"
     "$T ampcc_scalb_$T($T x, $T y)\n{\n"
     "    $T n = y > 4096 ? 4096 : y < -4096 ? -4096 : y;\n"
     "    return n == trunc(n) ? ldexp(x, (int)n) : ($T)NAN;\n}\n"},
    {"nan", NULL, NULL,
     "/* C++ AMP's nan(int): a quiet NaN (OpenCL C keeps no payload either way) */\n"
     "$T ampcc_nan_$T(int code)\n{\n    return ($T)NAN;\n}\n"},
    {"erfinv_guess", "float", NULL,
     "/* erfinv(x) / x to about 1e-7 from w = -log((1 - x)(1 + x)) (M. Giles,\n"
     " * \"Approximating the erfinv function\", GPU Computing Gems, 2010). */\n"
     "float ampcc_erfinv_guess_float(float w)\n{\n    float p;\n"
     "    if (w < 5.0f) {\n        w = w - 2.5f;\n        p = 2.81022636e-08f;\n"
     "        p = 3.43273939e-07f + p * w;\n        p = -3.5233877e-06f + p * w;\n"
     "        p = -4.39150654e-06f + p * w;\n        p = 0.00021858087f + p * w;\n"
     "        p = -0.00125372503f + p * w;\n        p = -0.00417768164f + p * w;\n"
     "        p = 0.246640727f + p * w;\n        p = 1.50140941f + p * w;\n"
     "    } else {\n        w = sqrt(w) - 3.0f;\n        p = -0.000200214257f;\n"
     "        p = 0.000100950558f + p * w;\n        p = 0.00134934322f + p * w;\n"
     "        p = -0.00367342844f + p * w;\n        p = 0.00573950773f + p * w;\n"
     "        p = -0.0076224613f + p * w;\n        p = 0.00943887047f + p * w;\n"
     "        p = 1.00167406f + p * w;\n        p = 2.83297682f + p * w;\n    }\n    return p;\n}\n"},
    {"erfcinv", NULL, "erfinv_guess",
     "/* erfinv(1 - y) without forming 1 - y. Newton steps on erfc from Giles'\n"
     " * guess, or in the tail (small y, where that guess does not reach) on\n"
     " * log(erfc) from the asymptotic erfc(t) ~ exp(-t^2) / (t sqrt(pi)). */\n"
     "$T ampcc_erfcinv_$T($T y)\n{\n"
     "    if (!(y > 0 && y < 2))\n"
     "        return y == 0 ? ($T)INFINITY : y == 2 ? -($T)INFINITY : ($T)NAN;\n"
     "    $T s = 1, t;\n    if (y > 1) {\n        y = 2 - y;\n        s = -1;\n    }\n"
     "    if (y < 1e-4$F) {\n        $T l = -log(y);\n"
     "        t = sqrt(l - log(1.77245385090551603$F * sqrt(l)));\n"
     "        for (int k = 0; k < 3; k++)\n"
     "            t += (log(erfc(t)) + l) * erfc(t) / (1.12837916709551257$F * exp(-t * t));\n"
     "    } else {\n"
     "        t = ($T)ampcc_erfinv_guess_float((float)-log(y * (2 - y))) * (1 - y);\n"
     "        for (int k = 0; k < 3; k++)\n"
     "            t += (erfc(t) - y) / (1.12837916709551257$F * exp(-t * t));\n    }\n"
     "    return s * t;\n}\n"},
    {"erfinv", NULL, "erfcinv",
     "/* Giles' guess, then Newton steps on erf; towards 1, erfcinv(1 - |x|)\n"
     " * (1 - |x| is exact there): full precision in float and double. */\n"
     "$T ampcc_erfinv_$T($T x)\n{\n    $T a = fabs(x);\n"
     "    if (!(a < 1))\n        return a == 1 ? copysign(($T)INFINITY, x) : ($T)NAN;\n"
     "    if (a > 0.5$F)\n        return copysign(ampcc_erfcinv_$T(1 - a), x);\n"
     "    $T t = ($T)ampcc_erfinv_guess_float((float)-log((1 - a) * (1 + a))) * a;\n"
     "    for (int k = 0; k < 3; k++)\n"
     "        t -= (erf(t) - a) / (1.12837916709551257$F * exp(-t * t));\n"
     "    return copysign(t, x);\n}\n"},
    {"phi", NULL, NULL,
     "/* The standard normal distribution function. */\n"
     "$T ampcc_phi_$T($T x)\n{\n    return 0.5$F * erfc(-x * 0.707106781186547524$F);\n}\n"},
    {"probit", NULL, "erfcinv",
     "/* The inverse of phi. */\n"
     "$T ampcc_probit_$T($T p)\n{\n    return -1.41421356237309505$F * ampcc_erfcinv_$T(2 * p);\n}\n"},

    /* direct3d, as HLSL defines them */
    {"clamp", NULL, NULL,
     "/* HLSL's min(max(x, lo), hi): a NaN x gives lo, as HLSL's max does. */\n"
     "$T ampcc_clamp_$T($T x, $T lo, $T hi)\n{\n    $T m = x > lo ? x : lo;\n"
     "    return m < hi ? m : hi;\n}\n"},
    {"countbits", "uint", NULL,
     "uint ampcc_countbits_uint(uint x)\n{\n"
     "    x = x - ((x >> 1) & 0x55555555u);\n"
     "    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);\n"
     "    return (((x + (x >> 4)) & 0x0f0f0f0fu) * 0x01010101u) >> 24;\n}\n"},
    {"firstbithigh", "int", NULL,
     "/* The position of the highest bit that differs from the sign bit, -1 if none. */\n"
     "int ampcc_firstbithigh_int(int x)\n{\n    uint u = x < 0 ? ~(uint)x : (uint)x;\n"
     "    if (u == 0)\n        return -1;\n    int n = 0;\n"
     "    if (u >> 16) {\n        n += 16;\n        u >>= 16;\n    }\n"
     "    if (u >> 8) {\n        n += 8;\n        u >>= 8;\n    }\n"
     "    if (u >> 4) {\n        n += 4;\n        u >>= 4;\n    }\n"
     "    if (u >> 2) {\n        n += 2;\n        u >>= 2;\n    }\n"
     "    return n + (int)(u >> 1);\n}\n"},
    {"firstbitlow", "int", NULL,
     "/* The position of the lowest set bit, -1 if none. */\n"
     "int ampcc_firstbitlow_int(int x)\n{\n    uint u = (uint)x;\n"
     "    if (u == 0)\n        return -1;\n    int n = 0;\n"
     "    if (!(u & 0xffffu)) {\n        n += 16;\n        u >>= 16;\n    }\n"
     "    if (!(u & 0xffu)) {\n        n += 8;\n        u >>= 8;\n    }\n"
     "    if (!(u & 0xfu)) {\n        n += 4;\n        u >>= 4;\n    }\n"
     "    if (!(u & 0x3u)) {\n        n += 2;\n        u >>= 2;\n    }\n"
     "    return n + (int)!(u & 1u);\n}\n"},
    {"max", NULL, NULL, "$T ampcc_max_$T($T x, $T y)\n{\n    return x > y ? x : y;\n}\n"},
    {"min", NULL, NULL, "$T ampcc_min_$T($T x, $T y)\n{\n    return x < y ? x : y;\n}\n"},
    {"mad", "int", NULL,
     "/* wraps around, as the hardware's integer mad does */\n"
     "int ampcc_mad_int(int x, int y, int z)\n{\n    return (int)((uint)x * (uint)y + (uint)z);\n}\n"},
    {"mad", NULL, NULL, "$T ampcc_mad_$T($T x, $T y, $T z)\n{\n    return x * y + z;\n}\n"},
    {"noise", "float", NULL,
     "/* Perlin's improved noise at (x, 0, 0): 0 at the integers, within [-1, 1]. */\n"
     PERLIN_TABLE
     "float ampcc_noise_float(float x)\n{\n    float fx = floor(x);\n    int i = (int)fx & 255;\n"
     "    x -= fx;\n    float u = x * x * x * (x * (x * 6 - 15) + 10);\n"
     "    int h0 = ampcc_perlin[ampcc_perlin[ampcc_perlin[i]]] & 15;\n"
     "    int h1 = ampcc_perlin[ampcc_perlin[ampcc_perlin[(i + 1) & 255]]] & 15;\n"
     "    /* Perlin's grad(h, x, 0, 0): x, -x or 0 */\n"
     "    float g0 = h0 < 8 || h0 == 12 || h0 == 14 ? x : 0;\n"
     "    float g1 = h1 < 8 || h1 == 12 || h1 == 14 ? x - 1 : 0;\n"
     "    g0 = h0 & (h0 < 8 ? 1 : 2) ? -g0 : g0;\n"
     "    g1 = h1 & (h1 < 8 ? 1 : 2) ? -g1 : g1;\n"
     "    return g0 + u * (g1 - g0);\n}\n"},
    {"radians", NULL, NULL, "$T ampcc_radians_$T($T x)\n{\n    return x * 0.0174532925199432958$F;\n}\n"},
    {"rcp", NULL, NULL, "$T ampcc_rcp_$T($T x)\n{\n    return 1 / x;\n}\n"},
    {"reversebits", "uint", NULL,
     "uint ampcc_reversebits_uint(uint x)\n{\n"
     "    x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);\n"
     "    x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);\n"
     "    x = ((x >> 4) & 0x0f0f0f0fu) | ((x & 0x0f0f0f0fu) << 4);\n"
     "    x = ((x >> 8) & 0x00ff00ffu) | ((x & 0x00ff00ffu) << 8);\n"
     "    return (x >> 16) | (x << 16);\n}\n"},
    {"saturate", NULL, NULL,
     "/* clamp to [0, 1]; NaN gives 0 */\n"
     "$T ampcc_saturate_$T($T x)\n{\n    return x > 0 ? (x < 1 ? x : 1) : 0;\n}\n"},
    {"sign", "int", NULL, "int ampcc_sign_int(int x)\n{\n    return (x > 0) - (x < 0);\n}\n"},
    {"smoothstep", NULL, NULL,
     "$T ampcc_smoothstep_$T($T lo, $T hi, $T x)\n{\n"
     "    $T t = (x - lo) / (hi - lo);\n    t = t > 0 ? (t < 1 ? t : 1) : 0;\n"
     "    return t * t * (3 - 2 * t);\n}\n"},
    {"step", NULL, NULL, "$T ampcc_step_$T($T y, $T x)\n{\n    return x >= y ? 1 : 0;\n}\n"},
};

static const MathHelper *find_helper(const char *name, const char *type)
{
    const MathHelper *any = NULL;
    for (size_t i = 0; i < sizeof helpers / sizeof helpers[0]; i++) {
        if (strcmp(helpers[i].name, name))
            continue;
        if (helpers[i].type && !strcmp(helpers[i].type, type))
            return &helpers[i];
        if (!helpers[i].type && !any)
            any = &helpers[i];
    }
    return any;
}

/* The template with $T and $F filled in, after "static inline " (before a
 * table, which comes first). */
static void write_filled(Buf *b, const char *text, const char *type)
{
    bool single = !strcmp(type, "float");
    bool at_function = false;
    for (const char *s = text; *s; s++) {
        if (!at_function && (s == text || s[-1] == '\n') && *s != '/' && *s != ' ' && *s != '*' &&
            strncmp(s, "static", 6)) {
            buf_puts(b, "static inline ");
            at_function = true;
        }
        if (s[0] == '$' && s[1] == 'T') {
            buf_puts(b, type);
            s++;
        } else if (s[0] == '$' && s[1] == 'F') {
            buf_puts(b, single ? "f" : "");
            s++;
        } else {
            buf_printf(b, "%c", *s);
        }
    }
    buf_puts(b, "\n");
}

/* The name of helper `name` for `type` ("int", "uint", "float", "double"),
 * its definition (and those of the helpers it calls) added to the prelude
 * the first time; NULL if there is no such helper. */
const char *mathlib_use(CL *cl, const char *name, const char *type)
{
    const MathHelper *h = find_helper(name, type);
    if (!h)
        return NULL;
    const char *fn = arena_printf(compiler_arena, "ampcc_%s_%s", name, type);
    for (int i = 0; i < cl->math_helpers.len; i++)
        if (!strcmp(cl->math_helpers.items[i], fn))
            return fn;
    if (h->needs)
        mathlib_use(cl, h->needs, !strcmp(h->needs, "erfinv_guess") ? "float" : type);
    vec_push(&cl->math_helpers, (void *)fn);
    cl->uses_double |= !strcmp(type, "double");
    write_filled(&cl->math_text, h->text, type);
    return fn;
}
