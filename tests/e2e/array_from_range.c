/* The array constructors beyond (extent, data) (docs/language.md):
 * (extent, first, last) and (sizes, first, last), C++ AMP's iterator range
 * written as two pointers, with accelerator_views after them or not; and an
 * array made from an array_view (a copy of the view's data, of its extent),
 * also of a section. A range that does not hold exactly the extent's
 * elements is a run-time error that leaves the array empty, and so is a
 * zero extent (amp_invalid_compute_domain). */
#include <stdio.h>

static void on_error(const amp_error *e, void *arg)
{
    ++*(int *)arg;
    printf("error: %s at line %d\n", e->kind == amp_runtime_exception ? "runtime_exception"
           : e->kind == amp_invalid_compute_domain ? "invalid_compute_domain" : "other", e->line);
}

int main(void)
{
    float src[13];   /* one more than the arrays hold, for a range too long */
    for (int i = 0; i < 13; i++)
        src[i] = i * 1.5f;
    extent<2> e(3, 4);
    array<float, 2> a(e, src, src + 12);
    array<float, 1> b(12, src, src + 12);
    array<float, 2> c(3, 4, src, src + 12);
    array<float, 3> d(2, 3, 2, src, src + 12);
    accelerator acc;
    array<float, 2> f(e, src, src + 12, acc.default_view);
    int edata[5] = {1, 2, 1, 3, 2};
    extent<5> e5(edata);
    array<float, 5> g(e5, src, src + 12);
    float out[12];
    array_view<float, 1> o(12, out);
    o.discard_data();
    /* each of the six holds src: every element is 6 * 1.5 * k = 9k */
    parallel_for_each(o.extent, [=, &a, &b, &c, &d, &f, &g](index<1> i) restrict(amp) {
        int k = i[0];
        int c5[5] = {0, k / 6, 0, k / 2 % 3, k % 2};
        index<5> i5(c5);
        o[i] = a(k / 4, k % 4) + b[k] + c[k / 4][k % 4] + d(k / 6, k / 2 % 3, k % 2) + f(k / 4, k % 4) + g[i5];
    });
    o.synchronize();
    for (int i = 0; i < 12; i++)
        printf("%g ", out[i]);
    printf("\n");

    array_view<float, 2> v(e, src);
    array<float, 2> h1(v);
    array<float, 2> h2(v, acc.default_view);
    array<float, 2> h3(v.section(index<2>(1, 1), extent<2>(2, 3)));   /* src[5..7], src[9..11] */
    array_view<const float, 2> cv(e, src);
    array<float, 2> h4(cv);
    float back[12];
    h1.copy_to(back);
    printf("%g %g | ", back[0], back[11]);
    h2.copy_to(back);
    printf("%g %g | ", back[4], back[7]);
    h4.copy_to(back);
    printf("%g %g | ", back[1], back[10]);
    h3.copy_to(back);
    printf("%g %g %g %d %d\n", back[0], back[3], back[5], h3.extent[0], h3.extent[1]);

    /* a copy, not a view: writing v afterwards leaves h1 alone */
    v[0][0] = 100.0f;
    h1.copy_to(back);
    printf("%g\n", back[0]);

    int errors = 0;
    amp_set_error_handler(on_error, &errors);
    array<float, 2> too_long(e, src, src + 13);
    array<float, 2> short_range(e, src, src + 11);
    array<float, 1> backwards(3, src + 3, src);
    array<float, 2> zero(extent<2>(0, 4));   /* C++ AMP's array throws for a zero extent */
    printf("%d errors; extents %d %d %d %d\n", errors, too_long.extent[0], short_range.extent[0],
           backwards.extent[0], zero.extent[1]);
    amp_set_error_handler(NULL, NULL);
    return 0;
}
