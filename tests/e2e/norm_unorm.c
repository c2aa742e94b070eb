/* norm and unorm (LANGUAGE.md section 10): C++ AMP's floats kept in [-1, 1]
 * and [0, 1]. Constructors from float, int, unsigned, double and each other
 * clamp; + - * / of two of them clamp (a norm with any other number is a
 * float); the compound assignments, ++ and -- clamp; casts to them clamp;
 * comparisons and float conversions are a float's. norm_N and unorm_N clamp
 * per component; as view elements, in tile_static memory, in an amp/cpu
 * function. Expected values worked out by hand:
 *   ctor:   0.75, norm(2) = 1, norm(-3.0) = -1, 0 | 0.25, unorm(-1) = 0, unorm(1.5f) = 1 | u as norm 0.25
 *   arith:  0.75 + 0.75 = 1.5 -> 1; -1 - 0.75 -> -1; 0.25 - 1 -> 0; a + 1.0f = 1.75 (a float);
 *           0.75 * -1 = -0.75; 0.25 / 1 = 0.25
 *   update: s = 1 - 0.5 = 0.5, s += s -> 1; u = 0.25 * unorm(4) (= 1) = 0.25, ++u -> 1;
 *           old = a++ is 0.75 and a = 1.75 -> 1
 *   cmp:    1 == 1, 1 < -1, 1 >= 1, -1 == -1
 *   cast:   (norm)5 -> 1, (unorm)(norm)-0.5 -> 0, half_of(1) = 0.5
 *   vec:    (0.5, -1) + (0.5, -1) = (1, -2 -> -1); (0.5, 0.5, 0.5) - (0.75, 0.25, 0) = (0, 0.25, 0.5);
 *           norm_4(1, 0, -1, 3) = (1, 0, -1, 1); r.wx = (1, 1)
 *   kernel: data[k] = k / 4 - 1; in each tile of 4, mine = the data at 3 - local, doubled and
 *           clamped; dv = clamp(mine / 2 + dv) + 1 clamped: tile 0 gives 0 0 0 0.25 (the last:
 *           -1 / 2 + -0.25 = -0.75, + 1), tile 1 all 1 (at least 0.5 + 0 + 1);
 *           pairs (k/8, 1 - k/8) + their .yx = (1, 1), then x -= 0.5: (0.5, 1)
 */
#include <stdio.h>

static norm half_of(norm n) restrict(amp, cpu) { return n * norm(0.5f); }

int main(void)
{
    norm a(0.75f), b(2), c(-3.0), z(0u);
    unorm u(0.25f), v(-1), w(1.5f);
    norm fromu = u;
    printf("ctor %g %g %g %g | %g %g %g | %g\n", (float)a, (float)b, (float)c, (float)z, (float)u, (float)v, (float)w, (float)fromu);
    norm s = a + a;
    norm d = c - a;
    unorm e = u - w;
    float f = a + 1.0f;
    printf("arith %g %g %g %g %g %g\n", (float)s, (float)d, (float)e, f, (float)(a * c), (float)(u / w));
    s -= norm(0.5f);
    s += s;
    u *= unorm(4.0f);
    ++u;
    norm old = a++;
    printf("update %g %g %g %g\n", (float)s, (float)u, (float)old, (float)a);
    printf("cmp %d %d %d %d\n", a == b, a < c, u >= w, -a == c);
    printf("cast %g %g %g\n", (float)(norm)5.0f, (float)(unorm)(norm)-0.5f, (float)half_of(b));
    norm_2 p(0.5f, -2.0f);
    unorm_3 q(0.5f);
    norm_4 r(1, 0, -1, 3);
    p = p + p;
    q -= unorm_3(0.75f, 0.25f, 0.0f);
    norm_2 sw = r.wx;
    printf("vec %g %g | %g %g %g | %g %g %g %g | %g %g\n", (float)p.x, (float)p.y, (float)q.x, (float)q.y, (float)q.z,
           (float)r.x, (float)r.y, (float)r.z, (float)r.w, (float)sw.x, (float)sw.y);
    printf("sizes %zu %zu %zu %zu\n", sizeof(norm), sizeof(unorm_2), sizeof(norm_3), sizeof(unorm_4));

    norm data[8];
    unorm_2 pairs[8];
    for (int k = 0; k < 8; k++) {
        data[k] = norm(k * 0.25f - 1.0f);
        pairs[k] = unorm_2(k * 0.125f, 1.0f - k * 0.125f);
    }
    array_view<norm, 1> dv(8, data);
    array_view<unorm_2, 1> pv(8, pairs);
    parallel_for_each(dv.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
        tile_static norm shared[4];
        shared[t.local[0]] = dv[t.global];
        t.barrier.wait();
        norm mine = shared[3 - t.local[0]];
        mine += mine;
        dv[t.global] = half_of(mine) + dv[t.global] * norm(2);
        dv[t.global]++;
        unorm_2 pr = pv[t.global];
        pv[t.global] = pr + pr.yx;
        pv[t.global].x -= unorm(0.5f);
    });
    for (int k = 0; k < 8; k++)
        printf("%g %g %g\n", (float)dv[k], (float)pv[k].x, (float)pv[k].y);
    return 0;
}
