/* The short vector types of 2 and 4 components are OpenCL's vector types in
 * the kernels (docs/codegen.md), aligned as C++ AMP aligns them: in a struct
 * after a float (float_4 at offset 4, as on the host), in tile_static
 * memory, captured by value, through a pointer to a struct, a component's
 * address passed to an amp function (&o.y, which OpenCL C does not allow on
 * a vector: ampcc writes a pointer to the component), swizzle targets,
 * shifts, == and double_2. Expected, by hand, for k = 0..3 (tiles of 2):
 *   v = (k, k+1, k+2, k+3); o = the other work-item's v, its y + 1;
 *   v.x = k + o.w; v.zw = o.xy + (30, 40); p = (k, -k) << 2 + 1; d = 0.5k * 2;
 *   a = k + (v == o), always k here:
 *   k=0: o = (1,3,3,4): v = (4, 1, 31, 43), p = (1, 1)
 *   k=1: o = (0,2,2,3): v = (4, 2, 30, 42), p = (5, -3)
 *   k=2: o = (3,5,5,6): v = (8, 3, 33, 45), p = (9, -7)
 *   k=3: o = (2,4,4,5): v = (8, 4, 32, 44), p = (13, -11)
 */
#include <stdio.h>
typedef struct Rec { float a; float_4 v; int_2 p; double_2 d; } Rec;
static void bump(float *f) restrict(amp) { *f += 1.0f; }
int main(void)
{
    Rec recs[4];
    for (int k = 0; k < 4; k++) {
        recs[k].a = k;
        recs[k].v = float_4(k, k + 1, k + 2, k + 3);
        recs[k].p = int_2(k, -k);
        recs[k].d = double_2(0.5 * k);
    }
    printf("offsets %zu %zu %zu %zu\n", __builtin_offsetof(Rec, v), __builtin_offsetof(Rec, p), __builtin_offsetof(Rec, d), sizeof(Rec));
    float_4 cap(10.0f, 20.0f, 30.0f, 40.0f);
    array_view<Rec, 1> rv(4, recs);
    parallel_for_each(rv.extent.tile<2>(), [=](tiled_index<2> t) restrict(amp) {
        tile_static float_4 sh[2];
        Rec r = rv[t.global];
        sh[t.local[0]] = r.v;
        t.barrier.wait();
        float_4 o = sh[1 - t.local[0]];
        bump(&o.y);
        Rec *pr = &r;
        pr->v.x = pr->v.x + o.w;
        r.v.zw = o.xy + cap.zw;
        r.p = (r.p << 2) + int_2(1);
        r.d *= 2.0;
        r.a = (float)(r.v == o) + r.a;
        rv[t.global] = r;
    });
    for (int k = 0; k < 4; k++)
        printf("%g | %g %g %g %g | %d %d | %g %g\n", rv[k].a, rv[k].v.x, rv[k].v.y, rv[k].v.z, rv[k].v.w, rv[k].p.x, rv[k].p.y, rv[k].d.x, rv[k].d.y);
    return 0;
}
