/* precise_math (LANGUAGE.md section 10): the <math.h> names in amp code, float
 * and double, beyond the usual ones, and C++ AMP's precise functions that C99
 * lacks (amp code only). Each is computed on the device at several inputs and
 * compared with the host's value: the C library's for the C99 functions, and
 * for the others their definitions worked out on the host (cospi(x) is
 * cos(pi x), erfinv by bisection on erf, phi from erfc, probit by bisection on
 * phi), within a few ULP (an absolute 1e-15 / 1e-6 near zero). */
#define _GNU_SOURCE
#include <math.h>
#include <stdio.h>
#include <string.h>

enum { N = 5, F = 30 };   /* inputs, functions */
static const char *names[F] = {
    "fmod", "remainder", "hypot", "cbrt", "expm1", "log1p", "erf", "erfc", "tgamma", "lgamma",
    "fdim", "copysign", "nextafter", "logb", "nearbyint", "frexp", "modf", "remquo", "scalbn", "exp10",
    "cospi", "sinpi", "tanpi", "rcbrt", "erfinv", "erfcinv", "phi", "probit", "scalb", "sincos"};

static double bisect(double (*f)(double), double want, double lo, double hi)
{
    for (int k = 0; k < 200; k++) {
        double mid = (lo + hi) / 2;
        *(f(mid) < want ? &lo : &hi) = mid;
    }
    return (lo + hi) / 2;
}

static double phi_ref(double x) { return 0.5 * erfc(-x / sqrt(2)); }
static double neg_erfc(double x) { return -erfc(x); }

/* The host's value of function f at x (y: a second argument). */
static double reference(int f, double x, double y)
{
    int e;
    double ip;
    switch (f) {
    case 0: return fmod(x, y);
    case 1: return remainder(x, y);
    case 2: return hypot(x, y);
    case 3: return cbrt(x);
    case 4: return expm1(x);
    case 5: return log1p(x);
    case 6: return erf(x);
    case 7: return erfc(x);
    case 8: return tgamma(x);
    case 9: return lgamma(x);
    case 10: return fdim(x, y);
    case 11: return copysign(x, y);
    case 12: return nextafter(x, y);
    case 13: return logb(x);
    case 14: return nearbyint(x);
    case 15: { double m = frexp(x, &e); return m + e * 1000; }
    case 16: { double fr = modf(x, &ip); return fr + ip * 1000; }
    case 17: { double r = remquo(x, y, &e); return r + (e & 7) * 1000; }
    case 18: return scalbn(x, 5);
    case 19: return exp10(x);
    case 20: return cos(M_PI * x);
    case 21: return sin(M_PI * x);
    case 22:   /* a pole at n + 1/2: +inf for an even n, -inf for an odd one (OpenCL C) */
        if (fabs(remainder(x, 1)) == 0.5)
            return fmod(floor(x), 2) == 0 ? INFINITY : -INFINITY;
        return tan(M_PI * x);
    case 23: return 1 / cbrt(x);
    case 24: return bisect(erf, x / 4, -6, 6);
    case 25: return bisect(neg_erfc, -(x / 4 + 1), -30, 30);
    case 26: return phi_ref(x);
    case 27: return bisect(phi_ref, x / 8 + 0.5, -40, 40);
    case 28: return ldexp(x, 3);
    case 29: return sin(x) + 1000 * cos(x);
    }
    return 0;
}

static const double X[N] = {0.375, -1.75, 2.5, 0.0625, 3.125};
static const double Y[N] = {0.25, 0.5, -1.5, 3.0, 1.125};

/* Is got within a relative ulp (or an absolute floor_abs) of want, or are both NaN? */
static int near(double got, double want, double ulp, double floor_abs)
{
    if (isnan(want))
        return isnan(got);
    if (got == want)
        return 1;
    double d = fabs(got - want);
    return d <= floor_abs || d <= ulp * fabs(want);
}

int main(void)
{
    static double dres[F][N];
    static float fres[F][N];
    array_view<const double, 1> xs(N, X), ys(N, Y);
    array_view<double, 2> dv(F, N, &dres[0][0]);
    array_view<float, 2> fv(F, N, &fres[0][0]);
    dv.discard_data();
    fv.discard_data();
    parallel_for_each(extent<1>(N), [=](index<1> i) restrict(amp) {
        int k = i[0], e = 0;
        double x = xs[k], y = ys[k], ip = 0, s = 0, c = 0;
        float xf = (float)x, yf = (float)y, ipf = 0, sf = 0, cf = 0;
        dv(0, k) = fmod(x, y);            fv(0, k) = fmodf(xf, yf);
        dv(1, k) = remainder(x, y);       fv(1, k) = remainderf(xf, yf);
        dv(2, k) = hypot(x, y);           fv(2, k) = hypotf(xf, yf);
        dv(3, k) = cbrt(x);               fv(3, k) = cbrtf(xf);
        dv(4, k) = expm1(x);              fv(4, k) = expm1f(xf);
        dv(5, k) = log1p(x);              fv(5, k) = log1pf(xf);
        dv(6, k) = erf(x);                fv(6, k) = erff(xf);
        dv(7, k) = erfc(x);               fv(7, k) = erfcf(xf);
        dv(8, k) = tgamma(x);             fv(8, k) = tgammaf(xf);
        dv(9, k) = lgamma(x);             fv(9, k) = lgammaf(xf);
        dv(10, k) = fdim(x, y);           fv(10, k) = fdimf(xf, yf);
        dv(11, k) = copysign(x, y);       fv(11, k) = copysignf(xf, yf);
        dv(12, k) = nextafter(x, y);      fv(12, k) = (float)nextafter(x, y);
        dv(13, k) = logb(x);              fv(13, k) = logbf(xf);
        dv(14, k) = nearbyint(x);         fv(14, k) = nearbyintf(xf);
        double m = frexp(x, &e);
        dv(15, k) = m + e * 1000;
        float mf = frexpf(xf, &e);
        fv(15, k) = mf + e * 1000;
        double fr = modf(x, &ip);
        dv(16, k) = fr + ip * 1000;
        float frf = modff(xf, &ipf);
        fv(16, k) = frf + ipf * 1000;
        double r = remquo(x, y, &e);
        dv(17, k) = r + (e & 7) * 1000;
        float rf = remquof(xf, yf, &e);
        fv(17, k) = rf + (e & 7) * 1000;
        dv(18, k) = scalbn(x, 5);         fv(18, k) = scalbnf(xf, 5);
        dv(19, k) = exp10(x);             fv(19, k) = exp10f(xf);
        dv(20, k) = cospi(x);             fv(20, k) = cospif(xf);
        dv(21, k) = sinpi(x);             fv(21, k) = sinpif(xf);
        dv(22, k) = tanpi(x);             fv(22, k) = tanpif(xf);
        dv(23, k) = rcbrt(x);             fv(23, k) = rcbrtf(xf);
        dv(24, k) = erfinv(x / 4);        fv(24, k) = erfinvf(xf / 4);
        dv(25, k) = erfcinv(x / 4 + 1);   fv(25, k) = erfcinvf(xf / 4 + 1);
        dv(26, k) = phi(x);               fv(26, k) = phif(xf);
        dv(27, k) = probit(x / 8 + 0.5);  fv(27, k) = probitf(xf / 8 + 0.5f);
        dv(28, k) = scalb(x, 3.0);        fv(28, k) = scalbf(xf, 3.0f);
        sincos(x, &s, &c);
        dv(29, k) = s + 1000 * c;
        sincosf(xf, &sf, &cf);
        fv(29, k) = sf + 1000 * cf;
    });
    int bad = 0;
    for (int f = 0; f < F; f++) {
        int ok = 1;
        for (int k = 0; k < N; k++) {
            double want = reference(f, X[k], Y[k]);
            double wantf = f == 12 ? (float)nextafter(X[k], Y[k]) : reference(f, (float)X[k], (float)Y[k]);
            if (!near(dv(f, k), want, 4e-15, 1e-15)) {
                printf("FAIL %s(%g) double: %.17g, not %.17g\n", names[f], X[k], dv(f, k), want);
                ok = 0;
            }
            if (!near(fv(f, k), wantf, 1e-6, 1e-6)) {
                printf("FAIL %sf(%g) float: %.9g, not %.9g\n", names[f], X[k], fv(f, k), wantf);
                ok = 0;
            }
        }
        printf("%s %s\n", ok ? "ok" : "wrong", names[f]);
        bad += !ok;
    }
    /* nan(int) in amp code is C++ AMP's; the C library's nan(const char *) here */
    float nanv[2];
    array_view<float, 1> nv(2, nanv);
    parallel_for_each(extent<1>(1), [=](index<1> i) restrict(amp) {
        nv[0] = (float)nan(7);
        nv[1] = nanf(0);
    });
    /* C++ AMP's signbitf: 1 for -2, 0 for 2 (NaN + anything stays NaN, so test it alone) */
    float sb[1];
    array_view<float, 1> sv(1, sb);
    parallel_for_each(extent<1>(1), [=](index<1> i) restrict(amp) {
        sv[0] = (float)signbitf(-2.0f) * 10 + (float)signbitf(2.0f) * 100;
    });
    printf("nan %s\n", isnan(nv[0]) && isnan(nv[1]) && isnan(nan("")) && sv[0] == 10 ? "ok" : "wrong");
    return bad != 0;
}
