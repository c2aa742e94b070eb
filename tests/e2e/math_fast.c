/* fast_math_NAME (LANGUAGE.md section 10): C++ AMP's fast_math functions in
 * amp code, float only (a double argument converts to float), both the NAME
 * and NAMEf spellings. Each is compared with the host C library's float
 * function at several inputs, within the relative error fast math allows
 * (1e-3; an absolute 1e-4 near zero). */
#include <math.h>
#include <stdio.h>

enum { N = 4, F = 34 };
static const char *names[F] = {
    "acos", "asin", "atan", "atan2", "ceil", "cos", "cosh", "exp", "exp2", "fabs", "floor", "fmax",
    "fmin", "fmod", "frexp", "ldexp", "log", "log10", "log2", "modf", "pow", "round", "rsqrt", "sin",
    "sinh", "sqrt", "tan", "tanh", "trunc", "sincos", "isnan", "isinf", "isfinite", "signbit"};
static const float X[N] = {0.25f, 0.75f, 0.5f, 0.875f};
static const float Y[N] = {2.5f, 1.25f, 3.0f, 0.375f};

static double reference(int f, float x, float y)
{
    int e;
    float ip;
    switch (f) {
    case 0: return acosf(x);
    case 1: return asinf(x);
    case 2: return atanf(x);
    case 3: return atan2f(x, y);
    case 4: return ceilf(y);
    case 5: return cosf(x);
    case 6: return coshf(x);
    case 7: return expf(y);
    case 8: return exp2f(y);
    case 9: return fabsf(-y);
    case 10: return floorf(y);
    case 11: return fmaxf(x, y);
    case 12: return fminf(x, y);
    case 13: return fmodf(y, x);
    case 14: { float m = frexpf(y, &e); return m + e * 1000; }
    case 15: return ldexpf(x, 4);
    case 16: return logf(y);
    case 17: return log10f(y);
    case 18: return log2f(y);
    case 19: { float fr = modff(y, &ip); return fr + ip * 1000; }
    case 20: return powf(y, x);
    case 21: return roundf(y);
    case 22: return 1 / sqrtf(y);
    case 23: return sinf(y);
    case 24: return sinhf(x);
    case 25: return sqrtf(y);
    case 26: return tanf(x);
    case 27: return tanhf(y);
    case 28: return truncf(-y);
    case 29: return sinf(x) + 1000 * cosf(x);
    case 30: return 0;
    case 31: return 0;
    case 32: return 1;
    case 33: return 1;
    }
    return 0;
}

int main(void)
{
    static float res[F][N], res_f[F][N];
    array_view<const float, 1> xs(N, X), ys(N, Y);
    array_view<float, 2> a(F, N, &res[0][0]), b(F, N, &res_f[0][0]);
    a.discard_data();
    b.discard_data();
    parallel_for_each(extent<1>(N), [=](index<1> i) restrict(amp) {
        int k = i[0], e = 0, e2 = 0;
        float x = xs[k], y = ys[k], ip = 0, ip2 = 0, s = 0, c = 0, s2 = 0, c2 = 0;
        double xd = x;   /* converts to float, as C++ AMP's float-only overloads do */
        a(0, k) = fast_math_acos(x);        b(0, k) = fast_math_acosf(x);
        a(1, k) = fast_math_asin(x);        b(1, k) = fast_math_asinf(x);
        a(2, k) = fast_math_atan(xd);       b(2, k) = fast_math_atanf(x);
        a(3, k) = fast_math_atan2(x, y);    b(3, k) = fast_math_atan2f(x, y);
        a(4, k) = fast_math_ceil(y);        b(4, k) = fast_math_ceilf(y);
        a(5, k) = fast_math_cos(x);         b(5, k) = fast_math_cosf(x);
        a(6, k) = fast_math_cosh(x);        b(6, k) = fast_math_coshf(x);
        a(7, k) = fast_math_exp(y);         b(7, k) = fast_math_expf(y);
        a(8, k) = fast_math_exp2(y);        b(8, k) = fast_math_exp2f(y);
        a(9, k) = fast_math_fabs(-y);       b(9, k) = fast_math_fabsf(-y);
        a(10, k) = fast_math_floor(y);      b(10, k) = fast_math_floorf(y);
        a(11, k) = fast_math_fmax(x, y);    b(11, k) = fast_math_fmaxf(x, y);
        a(12, k) = fast_math_fmin(x, y);    b(12, k) = fast_math_fminf(x, y);
        a(13, k) = fast_math_fmod(y, x);    b(13, k) = fast_math_fmodf(y, x);
        float m = fast_math_frexp(y, &e), m2 = fast_math_frexpf(y, &e2);
        a(14, k) = m + e * 1000;            b(14, k) = m2 + e2 * 1000;
        a(15, k) = fast_math_ldexp(x, 4);   b(15, k) = fast_math_ldexpf(x, 4);
        a(16, k) = fast_math_log(y);        b(16, k) = fast_math_logf(y);
        a(17, k) = fast_math_log10(y);      b(17, k) = fast_math_log10f(y);
        a(18, k) = fast_math_log2(y);       b(18, k) = fast_math_log2f(y);
        float fr = fast_math_modf(y, &ip), fr2 = fast_math_modff(y, &ip2);
        a(19, k) = fr + ip * 1000;          b(19, k) = fr2 + ip2 * 1000;
        a(20, k) = fast_math_pow(y, x);     b(20, k) = fast_math_powf(y, x);
        a(21, k) = fast_math_round(y);      b(21, k) = fast_math_roundf(y);
        a(22, k) = fast_math_rsqrt(y);      b(22, k) = fast_math_rsqrtf(y);
        a(23, k) = fast_math_sin(y);        b(23, k) = fast_math_sinf(y);
        a(24, k) = fast_math_sinh(x);       b(24, k) = fast_math_sinhf(x);
        a(25, k) = fast_math_sqrt(y);       b(25, k) = fast_math_sqrtf(y);
        a(26, k) = fast_math_tan(x);        b(26, k) = fast_math_tanf(x);
        a(27, k) = fast_math_tanh(y);       b(27, k) = fast_math_tanhf(y);
        a(28, k) = fast_math_trunc(-y);     b(28, k) = fast_math_truncf(-y);
        fast_math_sincos(x, &s, &c);
        fast_math_sincosf(x, &s2, &c2);
        a(29, k) = s + 1000 * c;            b(29, k) = s2 + 1000 * c2;
        a(30, k) = (float)fast_math_isnan(x);     b(30, k) = (float)fast_math_isnan(y);
        a(31, k) = (float)fast_math_isinf(x);     b(31, k) = (float)fast_math_isinf(y);
        a(32, k) = (float)fast_math_isfinite(x);  b(32, k) = (float)fast_math_isfinite(y);
        a(33, k) = (float)fast_math_signbit(-x);  b(33, k) = (float)fast_math_signbitf(-y);
    });
    int bad = 0;
    for (int f = 0; f < F; f++) {
        int ok = 1;
        for (int k = 0; k < N; k++) {
            double want = reference(f, X[k], Y[k]);
            double tol = fabs(want) * 1e-3 > 1e-4 ? fabs(want) * 1e-3 : 1e-4;
            if (!(fabs(a(f, k) - want) <= tol) || !(fabs(b(f, k) - want) <= tol)) {
                printf("FAIL fast_math_%s at %g, %g: %.9g and %.9g, not %.9g\n", names[f], X[k], Y[k],
                       a(f, k), b(f, k), want);
                ok = 0;
            }
        }
        printf("%s %s\n", ok ? "ok" : "wrong", names[f]);
        bad += !ok;
    }
    return bad != 0;
}
