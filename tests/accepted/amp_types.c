// The amp-compatible types, pointers as locals/params/returns, literals that fit.
typedef unsigned int uint;
enum color { RED, GREEN };
struct rgb { float r, g, b; };
union bits { int i; float f; };
typedef struct rgb pixel;
float *pick(float *a, float *b, int first) restrict(amp) { return first ? a : b; }
double mix(double a, float b, long c, unsigned long d, uint e, _Bool f) restrict(amp) {
    enum color col = GREEN;
    union bits u;
    u.i = 0x3f800000;
    int arr[4] = { 1, 2, 3, 'a' };
    float x = 1.0f, y = 2.0f;
    float *p = pick(&x, &y, f);
    long big = 9223372036854775807L;
    unsigned long ubig = 18446744073709551615UL;
    return a + b + c + d + e + col + u.f + arr[3] + *p + (double)big + (double)ubig + 1e300 + 3.4e38f + (float)c;
}
void run(pixel *px, double *out) {
    array_view<pixel, 1> v(4, px);
    array_view<double, 1> o(4, out);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        pixel q = v[i];
        _Bool bright = q.r > 0.5f;
        o[i] = mix(q.r, q.g, 1L, 2UL, 3u, bright);
    });
}
