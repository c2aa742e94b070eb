/* Emission of the short vector types (docs/codegen.md): float_4 and int_2 are
 * OpenCL vectors in the kernel (their helpers vector operations), float_3 a
 * struct; norm and unorm are floats with every operation that makes one
 * clamped, norm_2 a struct whose helpers clamp. */
typedef struct Rec { float a; float_4 v; } Rec;

void run(Rec *recs, norm *ns, unorm_2 *us, int n)
{
    array_view<Rec, 1> rv(n, recs);
    array_view<norm, 1> nv(n, ns);
    array_view<unorm_2, 1> uv(n, us);
    parallel_for_each(rv.extent, [=](index<1> i) restrict(amp) {
        float_4 v = rv[i].v * 2.0f + float_4(1.0f);
        int_2 k(i[0], 3);
        float_3 t = v.zyx;
        rv[i].v.xy = v.yx + float_2(t.x);
        rv[i].a = (float)(k == int_2(0, 3));
        norm m(rv[i].a);
        nv[i] += m * norm(0.5f);
        nv[i]++;
        uv[i] = uv[i] + unorm_2(0.25f, -1.0f);
    });
}
