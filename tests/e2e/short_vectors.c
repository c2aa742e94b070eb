/* Short vector types (LANGUAGE.md section 10): int_N, uint_N, float_N and
 * double_N with C++ AMP's sizes, the constructors (one value per component,
 * or one for all, in a declaration or as a value), members x y z w, and
 * component-wise + - * / with vectors and scalars, unary -, == and !=, the
 * compound assignments, in cpu code, in amp code and an amp function, and as
 * the element type of views and arrays. The expected values are worked out
 * by hand in the comments. */
#include <stdio.h>

static float_4 scaled(float_4 v, float s) restrict(amp) { return v * s; }

int main(void)
{
    /* C++ AMP's sizes: int_3 is 12 bytes, double_3 24 */
    printf("sizes %zu %zu %zu %zu %zu %zu\n", sizeof(int_2), sizeof(int_3), sizeof(uint_4), sizeof(float_3),
           sizeof(double_2), sizeof(double_3));

    /* cpu code: (1,2,3,4) + 1 = (2,3,4,5); -(2,3,4,5) * 2 + 0.5 = (-3.5,-5.5,-7.5,-9.5) */
    float_4 h(1.0f, 2.0f, 3.0f, 4.0f);
    float_4 one(1.0f);
    h += one;
    h = -h * 2 + float_4(0.5f);
    printf("cpu %g %g %g %g %d %d\n", h.x, h.y, h.z, h.w, h == h, h != one);
    uint_2 u(7u, 9u);
    u = u / 2u - uint_2(1u, 2u);   /* (3,4) - (1,2) = (2,2) */
    double_3 d(0.5);
    d *= double_3(2.0, 4.0, 8.0);  /* (1,2,4) */
    printf("cpu %u %u %g %g %g\n", u.x, u.y, d.x, d.y, d.z);
    /* int_N and uint_N: (13,6,-7) % 4 = (1,2,-3); & 6 = (0,2,4) (-3 is ...11101);
     * | 8 = (8,10,12); ^ (1,1,1) = (9,11,13); << 1 = (18,22,26); >> 2 = (4,5,6); ~ = (-5,-6,-7) */
    int_3 m(13, 6, -7);
    m = m % 4;
    printf("cpu %d %d %d", m.x, m.y, m.z);
    m &= 6;
    m = (m | 8) ^ int_3(1);
    m = (m << 1) >> 2;
    m = ~m;
    uint_2 bits = ~uint_2(0u, 0xffu) & 0x0f0fu;   /* (0x0f0f, 0x0f00) */
    printf(" | %d %d %d | %x %x\n", m.x, m.y, m.z, bits.x, bits.y);

    float_4 data[4];
    int_3 ints[4];
    for (int k = 0; k < 4; k++)
        data[k] = float_4((float)k, 2.0f * k, 3.0f * k, 4.0f * k);
    array_view<float_4, 1> v(4, data);
    array_view<int_3, 1> w(4, ints);
    array<double_2, 1> a(4);
    w.discard_data();
    parallel_for_each(v.extent, [=, &a](index<1> i) restrict(amp) {
        /* t = 2 * (k, 2k, 3k, 4k) + 0.25 - 0.5, then - 0.25: 2 * data - 0.5 */
        float_4 t = v[i];
        float_4 q(0.25f);
        t = scaled(t, 2.0f) + q - float_4(1.0f, 1.0f, 1.0f, 1.0f) / 2;
        t -= q;
        v[i] += t;                    /* 3 * data - 0.5 */
        int_3 c(i[0], i[0] * 2, 7);
        w[i] = c * 3 - 1;             /* (3k - 1, 6k - 1, 20) */
        w[i] *= 2;                    /* (6k - 2, 12k - 2, 40) */
        int_2 bits = int_2(i[0] + 12, 5) % 4 | int_2(16) ^ int_2(0, 1) << 2;   /* (k % 4 | 16, 1 | 20) */
        if ((bits != int_2(i[0] % 4 | 16, 21)) || ~bits != int_2(~(i[0] % 4 | 16), -22))
            w[i] = int_3(0);
        double_2 e(1.5, -2.0);
        a[i] = -e * (double)i[0];     /* (-1.5k, 2k) */
        if (w[i] == int_3(6 * i[0] - 2, 12 * i[0] - 2, 40) && !(w[i] != w[i]))
            a[i].y += 0.25;           /* (-1.5k, 2k + 0.25) */
    });
    double_2 back[4];
    a.copy_to(back);
    int bad = 0;
    for (int k = 0; k < 4; k++) {
        bad += v[k].x != 3.0f * k - 0.5f || v[k].y != 6.0f * k - 0.5f || v[k].z != 9.0f * k - 0.5f ||
               v[k].w != 12.0f * k - 0.5f;
        bad += w[k].x != 6 * k - 2 || w[k].y != 12 * k - 2 || w[k].z != 40;
        bad += back[k].x != -1.5 * k || back[k].y != 2.0 * k + 0.25;
    }
    printf("kernel %s\n", bad ? "wrong" : "ok");
    printf("v[3] %g %g %g %g\n", v[3].x, v[3].y, v[3].z, v[3].w);
    return bad != 0;
}
