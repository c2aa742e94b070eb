/* Short vector swizzles (LANGUAGE.md section 10): r g b a name x y z w; two
 * to four components (from one set) make a vector, as a value (repeats
 * allowed) and, without repeats, as an assignment target; in cpu code and in
 * a kernel, on locals and on view elements. The values are worked out by hand
 * in the comments. */
#include <stdio.h>

int main(void)
{
    /* cpu code: a = (1,2,3,4); b = a.wzy = (4,3,2); a.r = 10 -> (10,2,3,4);
     * a.zx = (7,8) -> (8,2,7,4); c = a.xx + a.ga = (8,8) + (2,4) = (10,12) */
    float_4 a(1.0f, 2.0f, 3.0f, 4.0f);
    float_3 b = a.wzy;
    a.r = 10.0f;
    a.zx = float_2(7.0f, 8.0f);
    float_2 c = a.xx + a.ga;
    printf("cpu %g %g %g | %g %g %g %g | %g %g\n", b.x, b.y, b.z, a.x, a.y, a.z, a.w, c.x, c.y);
    double_2 d(1.5, 2.5);
    double_4 e = d.yxyx;   /* (2.5, 1.5, 2.5, 1.5) */
    printf("cpu %g %g %g %g\n", e.x, e.y, e.z, e.w);

    float_4 data[2] = {{1, 2, 3, 4}, {5, 6, 7, 8}};
    int_3 io[2] = {{1, 2, 3}, {4, 5, 6}};
    array_view<float_4, 1> v(2, data);
    array_view<int_3, 1> w(2, io);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        /* element 0: a = (1,2,3,4), b = (4,3,2); a.r = 12 -> (12,2,3,4);
         * a.zx = (4,2) -> (2,2,4,4); v.yw = (2,2) + (2,4) = (4,6); v.b = 3:
         * v = (1,4,3,6). Element 1 likewise: (5,12,7,14). */
        float_4 a = v[i];
        float_3 b = a.wzy;
        a.r = a.g + 10.0f;
        a.zx = float_2(b.x, b.z);
        v[i].yw = a.xx + a.ga;
        v[i].b = b.y;
        /* w = (1,2,3): w.zyx = (2,4,6) -> (6,4,2); w.r += 100 -> (106,4,2);
         * (4,5,6) -> (112,10,8) */
        int_3 q = w[i];
        w[i].zyx = q.xyz * 2;
        w[i].r += 100;
    });
    for (int k = 0; k < 2; k++)
        printf("kernel %g %g %g %g | %d %d %d\n", v[k].x, v[k].y, v[k].z, v[k].w, w[k].x, w[k].y, w[k].z);
    return 0;
}
