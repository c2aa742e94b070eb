/* .reinterpret_as<U>() (LANGUAGE.md section 4): a rank-1 array_view, or an
 * array of any rank, seen as elements of another size, in cpu code and in a
 * kernel; the views share the bytes, so writes through either side reach
 * the other. Expected values: the data itself read in pairs, and the IEEE
 * bit patterns of 1.0f, 2.0f, -0.5f and of 1.0's high word (little-endian),
 * worked out by hand. A reinterpretation that does not fit is a run-time
 * error (amp_runtime_exception through the handler). */
#include <stdio.h>

typedef struct {
    int lo, hi;
} Pair;

static void on_error(const amp_error *e, void *arg)
{
    printf("error: %s at line %d\n", e->kind == amp_runtime_exception ? "runtime_exception" : "other", e->line);
}

int main(void)
{
    int d[8] = {1, 2, 3, 4, 5, 6, 7, 8}, d2[8] = {1, 2, 3, 4, 5, 6, 7, 8}, res[8] = {0};
    float f[4] = {1.0f, 2.0f, -0.5f, 0.0f};
    double dd[2] = {1.0, 0.5};
    array_view<int, 1> v(8, d);
    array_view<float, 1> fv(4, f);
    array_view<double, 1> dv(2, dd);
    array<int, 2> a(2, 4, d2);

    /* cpu code */
    array_view<Pair, 1> p = v.reinterpret_as<Pair>();
    printf("pairs: %d, %d %d\n", p.extent[0], p[2].lo, p[3].hi);
    p[1].hi = 40;
    printf("written through the pairs: %d\n", v[3]);
    array_view<unsigned int, 1> bits = fv.reinterpret_as<unsigned int>();
    printf("bits: %x %x %x\n", bits[0], bits[1], bits[2]);
    printf("double's high word: %x, %d words\n", dv.reinterpret_as<unsigned int>()[1],
           dv.reinterpret_as<unsigned int>().extent[0]);
    printf("section: %d\n", v.section(2, 4).reinterpret_as<Pair>()[1].lo);
    array_view<Pair, 1> ap = a.reinterpret_as<Pair>();
    printf("array: %d %d\n", ap.extent[0], ap[3].lo);
    array_view<double, 1> as_doubles = v.reinterpret_as<double>();
    printf("ints as doubles: %d\n", as_doubles.extent[0]);

    /* a kernel */
    array_view<int, 1> r(8, res);
    parallel_for_each(extent<1>(1), [=, &a](index<1> i) restrict(amp) {
        r[0] = v.reinterpret_as<Pair>()[2].hi;
        r[1] = a.reinterpret_as<Pair>().extent[0];
        r[2] = a.reinterpret_as<Pair>()[1].lo;
        r[3] = fv.reinterpret_as<int>()[1];
        r[4] = v.section(4, 4).reinterpret_as<Pair>()[1].hi;
        v.reinterpret_as<Pair>()[0].hi = 20;
        array_view<Pair, 1> pairs = a.reinterpret_as<Pair>();
        pairs[3].hi = 80;
    });
    printf("kernel: %d %d %d %x %d\n", r[0], r[1], r[2], r[3], r[4]);
    printf("written in the kernel: %d %d\n", v[1], ap[3].hi);

    /* discard_data() of a reinterpreted view that covers only half of each
     * of two doubles: the other halves, written by the host, still reach the
     * device (little-endian: words 1 and 2 are 0.1's high and 0.2's low word). */
    double dd2[2] = {1.0, 2.0};
    array_view<double, 1> dv2(2, dd2);
    dv2[0] = 0.1;
    dv2[1] = 0.2;
    array_view<unsigned int, 1> mid = dv2.reinterpret_as<unsigned int>().section(1, 2);
    mid.discard_data();
    parallel_for_each(extent<1>(1), [=](index<1> i) restrict(amp) {
        mid[0] = 0x3fb99999u;
        mid[1] = 0x9999999au;
    });
    printf("halves kept: %s %s\n", dv2[0] == 0.1 ? "0.1" : "lost", dv2[1] == 0.2 ? "0.2" : "lost");

    /* Run-time errors: 3 ints are not whole pairs; a section that starts at
     * int 1 does not start at a whole pair. */
    amp_set_error_handler(on_error, NULL);
    array_view<Pair, 1> odd = v.section(1, 3).reinterpret_as<Pair>();
    printf("odd: extent %d\n", odd.extent[0]);
    array_view<Pair, 1> shifted = v.section(1, 4).reinterpret_as<Pair>();
    printf("shifted: extent %d\n", shifted.extent[0]);
    return 0;
}
