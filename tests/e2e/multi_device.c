/* Several devices in one program at once (LANGUAGE.md section 10): one view
 * written by kernels on two OpenCL devices and on the native host device in
 * turn stays coherent, and so do an array made on one device and used by a
 * kernel on another, and a copy between arrays on two devices. The program
 * asks PoCL for two CPU devices (POCL_DEVICES) and takes the first two
 * devices of accelerator_get_all that are not the host device; with only one
 * such device it uses it twice. Expected values are worked out by hand. */
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    setenv("POCL_DEVICES", "pthread pthread", 0);
    accelerator all[16];
    int n = accelerator_get_all(all, 16), found = 0;
    accelerator_view dev[2];
    accelerator host("host");
    for (int i = 0; i < n && i < 16 && found < 2; i++)
        if (all[i] != host)
            dev[found++] = all[i].default_view;
    if (found == 1)
        dev[1] = dev[0];
    printf("the host device is listed: %d\n", all[(n < 16 ? n : 16) - 1] == host);   /* 1 */
    accelerator_view a = found ? dev[0] : host.default_view, b = found ? dev[1] : host.default_view;
    accelerator_view h = host.default_view;

    int x[8];
    for (int i = 0; i < 8; i++)
        x[i] = i;
    array_view<int, 1> v(8, x);
    parallel_for_each(a, v.extent, [=](index<1> i) restrict(amp) { v[i] += 10; });   /* i + 10 */
    parallel_for_each(b, v.extent, [=](index<1> i) restrict(amp) { v[i] *= 2; });    /* 2i + 20 */
    parallel_for_each(h, v.extent, [=](index<1> i) restrict(amp) { v[i] += 1; });    /* 2i + 21 */
    parallel_for_each(a, v.extent, [=](index<1> i) restrict(amp) { v[i] -= 1; });    /* 2i + 20 */
    printf("view through a, b, host, a: %d %d %d\n", v[0], v[4], v[7]);             /* 20 28 34 */
    v[2] = 100;                                                     /* the host writes one element */
    parallel_for_each(b, v.extent, [=](index<1> i) restrict(amp) { v[i] += i[0]; });  /* 2i + 20 + i */
    printf("host write, then b: %d %d %d\n", v[1], v[2], v[7]);                     /* 23 102 41 */

    /* a section on each device: the halves of one view */
    array_view<int, 1> lo = v.section(index<1>(0), extent<1>(4)), hi = v.section(index<1>(4), extent<1>(4));
    parallel_for_each(a, lo.extent, [=](index<1> i) restrict(amp) { lo[i] = -lo[i]; });
    parallel_for_each(b, hi.extent, [=](index<1> i) restrict(amp) { hi[i] = hi[i] * 3; });
    printf("halves: %d %d %d %d\n", v[0], v[3], v[4], v[7]);                         /* -20 -29 96 123 */

    int src[4] = {5, 6, 7, 8};
    array<int, 1> on_a(4, src, a);
    parallel_for_each(b, on_a.extent, [&on_a](index<1> i) restrict(amp) { on_a[i] *= 2; });  /* 10 12 14 16 */
    array<int, 1> on_h(4, h);
    on_a.copy_to(on_h);
    parallel_for_each(h, on_h.extent, [&on_h](index<1> i) restrict(amp) { on_h[i] += 1; });
    int out[4];
    on_h.copy_to(out);
    printf("array across devices: %d %d %d %d\n", out[0], out[1], out[2], out[3]);  /* 11 13 15 17 */
    printf("arrays stay on their views: %d %d\n", on_a.accelerator_view == a, on_h.accelerator_view == h); /* 1 1 */

    /* data only read stays on both devices until someone writes it */
    int y[4] = {1, 2, 3, 4}, sums[2] = {0, 0};
    array_view<int, 1> r(4, y), s(2, sums);
    parallel_for_each(a, extent<1>(1), [=](index<1> i) restrict(amp) { s[0] = r[0] + r[1] + r[2] + r[3]; });
    parallel_for_each(b, extent<1>(1), [=](index<1> i) restrict(amp) { s[1] = r[0] * r[1] * r[2] * r[3]; });
    printf("read on a and b: %d %d\n", s[0], s[1]);                                  /* 10 24 */
    r[0] = 100;                                                     /* the host writes: both copies are old */
    parallel_for_each(a, extent<1>(1), [=](index<1> i) restrict(amp) { s[0] = r[0] + r[1] + r[2] + r[3]; });
    parallel_for_each(b, extent<1>(1), [=](index<1> i) restrict(amp) { s[1] = r[0] * r[1] * r[2] * r[3]; });
    printf("after a host write: %d %d\n", s[0], s[1]);                               /* 109 2400 */
    parallel_for_each(b, r.extent, [=](index<1> i) restrict(amp) { r[i] += 1; });    /* b writes */
    parallel_for_each(a, extent<1>(1), [=](index<1> i) restrict(amp) { s[0] = r[0] + r[1] + r[2] + r[3]; });
    printf("after a write on b, read on a: %d\n", s[0]);                            /* 113 */
    a.wait();
    b.wait();
    return 0;
}
