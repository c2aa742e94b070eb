/* direct3d_NAME (LANGUAGE.md section 10): C++ AMP's direct3d functions with
 * HLSL's definitions, the int, unsigned int, float or double form chosen by
 * the argument types. The device's values are checked against the
 * definitions worked out here on the host: bit loops for countbits,
 * firstbithigh (of a negative int: the highest bit that differs from the
 * sign bit), firstbitlow and reversebits; and, for noise, Ken Perlin's
 * reference ImprovedNoise (3-D, at y = z = 0), transcribed from his Java. */
#include <math.h>
#include <stdio.h>

enum { N = 8 };
static const int I[N] = {0, 1, -1, -2, 0x12345, -300, 0x40000000, (int)0x80000000};
static const float X[N] = {-1.5f, -0.25f, 0.0f, 0.3f, 0.5f, 0.875f, 1.0f, 2.75f};

static int countbits_ref(unsigned u)
{
    int n = 0;
    for (int b = 0; b < 32; b++)
        n += (u >> b) & 1;
    return n;
}

static int firstbithigh_ref(int x)
{
    unsigned u = (unsigned)x, sign = u >> 31;
    for (int b = 30; b >= 0; b--)
        if (((u >> b) & 1) != sign)
            return b;
    return -1;
}

static int firstbitlow_ref(int x)
{
    for (int b = 0; b < 32; b++)
        if (((unsigned)x >> b) & 1)
            return b;
    return -1;
}

static unsigned reversebits_ref(unsigned u)
{
    unsigned r = 0;
    for (int b = 0; b < 32; b++)
        r |= ((u >> b) & 1u) << (31 - b);
    return r;
}

/* Ken Perlin, "Improving Noise" (2002), reference implementation. */
static const int permutation[256] = {151, 160, 137, 91, 90, 15, 131, 13, 201, 95, 96, 53, 194, 233, 7, 225,
    140, 36, 103, 30, 69, 142, 8, 99, 37, 240, 21, 10, 23, 190, 6, 148, 247, 120, 234, 75, 0, 26, 197, 62, 94,
    252, 219, 203, 117, 35, 11, 32, 57, 177, 33, 88, 237, 149, 56, 87, 174, 20, 125, 136, 171, 168, 68, 175, 74,
    165, 71, 134, 139, 48, 27, 166, 77, 146, 158, 231, 83, 111, 229, 122, 60, 211, 133, 230, 220, 105, 92, 41, 55,
    46, 245, 40, 244, 102, 143, 54, 65, 25, 63, 161, 1, 216, 80, 73, 209, 76, 132, 187, 208, 89, 18, 169, 200,
    196, 135, 130, 116, 188, 159, 86, 164, 100, 109, 198, 173, 186, 3, 64, 52, 217, 226, 250, 124, 123, 5, 202, 38,
    147, 118, 126, 255, 82, 85, 212, 207, 206, 59, 227, 47, 16, 58, 17, 182, 189, 28, 42, 223, 183, 170, 213, 119,
    248, 152, 2, 44, 154, 163, 70, 221, 153, 101, 155, 167, 43, 172, 9, 129, 22, 39, 253, 19, 98, 108, 110, 79,
    113, 224, 232, 178, 185, 112, 104, 218, 246, 97, 228, 251, 34, 242, 193, 238, 210, 144, 12, 191, 179, 162,
    241, 81, 51, 145, 235, 249, 14, 239, 107, 49, 192, 214, 31, 181, 199, 106, 157, 184, 84, 204, 176, 115, 121,
    50, 45, 127, 4, 150, 254, 138, 236, 205, 93, 222, 114, 67, 29, 24, 72, 243, 141, 128, 195, 78, 66, 215, 61,
    156, 180};
static int p[512];

static double fade(double t) { return t * t * t * (t * (t * 6 - 15) + 10); }
static double lerp(double t, double a, double b) { return a + t * (b - a); }
static double grad(int hash, double x, double y, double z)
{
    int h = hash & 15;
    double u = h < 8 ? x : y, v = h < 4 ? y : h == 12 || h == 14 ? x : z;
    return ((h & 1) == 0 ? u : -u) + ((h & 2) == 0 ? v : -v);
}

static double improved_noise(double x, double y, double z)
{
    int X = (int)floor(x) & 255, Y = (int)floor(y) & 255, Z = (int)floor(z) & 255;
    x -= floor(x);
    y -= floor(y);
    z -= floor(z);
    double u = fade(x), v = fade(y), w = fade(z);
    int A = p[X] + Y, AA = p[A] + Z, AB = p[A + 1] + Z, B = p[X + 1] + Y, BA = p[B] + Z, BB = p[B + 1] + Z;
    return lerp(w, lerp(v, lerp(u, grad(p[AA], x, y, z), grad(p[BA], x - 1, y, z)),
                           lerp(u, grad(p[AB], x, y - 1, z), grad(p[BB], x - 1, y - 1, z))),
                   lerp(v, lerp(u, grad(p[AA + 1], x, y, z - 1), grad(p[BA + 1], x - 1, y, z - 1)),
                           lerp(u, grad(p[AB + 1], x, y - 1, z - 1), grad(p[BB + 1], x - 1, y - 1, z - 1))));
}

static int report(const char *name, int ok)
{
    printf("%s %s\n", ok ? "ok" : "wrong", name);
    return !ok;
}

int main(void)
{
    for (int k = 0; k < 512; k++)
        p[k] = permutation[k & 255];
    static int ir[12][N];
    static unsigned ur[6][N];
    static float fr[10][N];
    static double dr[N];
    array_view<const int, 1> is(N, I);
    array_view<const float, 1> xs(N, X);
    array_view<int, 2> iv(12, N, &ir[0][0]);
    array_view<unsigned, 2> uv(6, N, &ur[0][0]);
    array_view<float, 2> fv(10, N, &fr[0][0]);
    array_view<double, 1> dv(N, dr);
    parallel_for_each(extent<1>(N), [=](index<1> idx) restrict(amp) {
        int k = idx[0], i = is[k];
        unsigned u = (unsigned)i;
        float x = xs[k];
        iv(0, k) = direct3d_abs(i == (int)0x80000000 ? 5 : i);
        iv(1, k) = direct3d_clamp(i, -2, 3);
        iv(2, k) = direct3d_firstbithigh(i);
        iv(3, k) = direct3d_firstbitlow(i);
        iv(4, k) = direct3d_imax(i, -1);
        iv(5, k) = direct3d_imin(i, -1);
        iv(6, k) = direct3d_mad(i, 3, -7);
        iv(7, k) = direct3d_sign(i);
        uv(0, k) = direct3d_countbits(u);
        uv(1, k) = direct3d_reversebits(u);
        uv(2, k) = direct3d_umax(u, 2u);
        uv(3, k) = direct3d_umin(u, 2u);
        uv(4, k) = direct3d_mad(u, 3u, 7u);
        fv(0, k) = direct3d_clamp(x, -0.5f, 0.5f);
        fv(1, k) = direct3d_mad(x, 2.0f, 0.25f);
        fv(2, k) = direct3d_noise(x * 3.7f);
        fv(3, k) = direct3d_radians(x * 90);
        fv(4, k) = direct3d_rcp(x + 4);
        fv(5, k) = direct3d_saturate(x);
        fv(6, k) = direct3d_smoothstep(-1.0f, 1.0f, x);
        fv(7, k) = direct3d_step(0.3f, x);
        fv(8, k) = direct3d_noise((float)k);
        dv[k] = direct3d_mad((double)x, 3.0, 0.5);
    });
    iv.synchronize();
    uv.synchronize();
    fv.synchronize();
    dv.synchronize();
    int bad = 0, ok;
    ok = 1;
    for (int k = 0; k < N; k++)
        ok &= ir[0][k] == (I[k] == (int)0x80000000 ? 5 : I[k] < 0 ? -I[k] : I[k]);
    bad += report("abs", ok);
    ok = 1;
    for (int k = 0; k < N; k++)
        ok &= ir[1][k] == (I[k] < -2 ? -2 : I[k] > 3 ? 3 : I[k]) &&
              fr[0][k] == (X[k] < -0.5f ? -0.5f : X[k] > 0.5f ? 0.5f : X[k]);
    bad += report("clamp", ok);
    ok = 1;
    for (int k = 0; k < N; k++)
        ok &= ir[2][k] == firstbithigh_ref(I[k]);
    bad += report("firstbithigh", ok);
    ok = 1;
    for (int k = 0; k < N; k++)
        ok &= ir[3][k] == firstbitlow_ref(I[k]);
    bad += report("firstbitlow", ok);
    ok = 1;
    for (int k = 0; k < N; k++)
        ok &= ir[4][k] == (I[k] > -1 ? I[k] : -1) && ir[5][k] == (I[k] < -1 ? I[k] : -1) &&
              ur[2][k] == ((unsigned)I[k] > 2u ? (unsigned)I[k] : 2u) &&
              ur[3][k] == ((unsigned)I[k] < 2u ? (unsigned)I[k] : 2u);
    bad += report("imax imin umax umin", ok);
    ok = 1;
    for (int k = 0; k < N; k++)
        ok &= ir[6][k] == (int)((unsigned)I[k] * 3u - 7u) && ur[4][k] == (unsigned)I[k] * 3u + 7u &&
              fr[1][k] == X[k] * 2.0f + 0.25f && dr[k] == (double)X[k] * 3.0 + 0.5;
    bad += report("mad", ok);
    ok = 1;
    for (int k = 0; k < N; k++)
        ok &= ir[7][k] == (I[k] > 0) - (I[k] < 0);
    bad += report("sign", ok);
    ok = 1;
    for (int k = 0; k < N; k++)
        ok &= ur[0][k] == (unsigned)countbits_ref((unsigned)I[k]) && ur[1][k] == reversebits_ref((unsigned)I[k]);
    bad += report("countbits reversebits", ok);
    ok = 1;
    for (int k = 0; k < N; k++) {
        double want = improved_noise(X[k] * 3.7f, 0, 0);
        ok &= fabs(fr[2][k] - want) < 1e-5 && fr[8][k] == 0 && fabs(fr[2][k]) <= 1;
        if (fabs(fr[2][k] - want) >= 1e-5)
            printf("FAIL noise(%g): %.9g, not %.9g\n", X[k] * 3.7f, fr[2][k], want);
    }
    bad += report("noise", ok);
    ok = 1;
    for (int k = 0; k < N; k++) {
        double t = (X[k] + 1) / 2;
        t = t < 0 ? 0 : t > 1 ? 1 : t;
        ok &= fabs(fr[3][k] - X[k] * 90 * M_PI / 180) < 1e-6 && fabs(fr[4][k] - 1 / (X[k] + 4)) < 1e-6 &&
              fr[5][k] == (X[k] < 0 ? 0 : X[k] > 1 ? 1 : X[k]) && fabs(fr[6][k] - t * t * (3 - 2 * t)) < 1e-6 &&
              fr[7][k] == (X[k] >= 0.3f ? 1 : 0);
    }
    bad += report("radians rcp saturate smoothstep step", ok);
    return bad != 0;
}
