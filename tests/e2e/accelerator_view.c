/* accelerator_view (LANGUAGE.md section 10): default_view, create_view with
 * and without a queuing mode, the members accelerator and queuing_mode,
 * == and !=, wait(), flush(), create_marker(); parallel_for_each(av, ...),
 * an array made on a view and its accelerator_view; a staging array whose
 * elements cpu code reads and writes (subscript and data()). Each value
 * printed is worked out by hand in the comment beside it; the output does
 * not depend on the device. */
#include <stdio.h>

int main(void)
{
    accelerator acc;
    accelerator_view dv = acc.default_view;
    accelerator_view v1 = acc.create_view();
    accelerator_view v2 = acc.create_view(queuing_mode_immediate);
    /* the default view is one view; each create_view() is a new one */
    printf("default == default: %d\n", dv == acc.default_view);          /* 1 */
    printf("default != created: %d\n", dv != v1);                        /* 1 */
    printf("created views differ: %d\n", v1 != v2);                     /* 1 */
    printf("a copy is the same view: %d\n", ({ accelerator_view c = v2; c == v2; }));   /* 1 */
    printf("modes: %d %d %d\n", dv.queuing_mode == queuing_mode_automatic,
           v1.queuing_mode == queuing_mode_automatic, v2.queuing_mode == queuing_mode_immediate); /* 1 1 1 */
    printf("view's accelerator: %d %d\n", dv.accelerator == acc, v2.accelerator == acc); /* 1 1 */

    int data[6] = {1, 2, 3, 4, 5, 6};
    array_view<int, 1> v(6, data);
    parallel_for_each(v1, v.extent, [=](index<1> i) restrict(amp) { v[i] = v[i] * 10; });
    completion_future m = v1.create_marker();
    v1.flush();
    m.wait();
    printf("marker ready after wait: %d\n", m.is_ready());               /* 1 */
    v1.wait();
    printf("kernel on a view: %d %d %d\n", v[0], v[3], v[5]);            /* 10 40 60 */

    array<int, 1> a(6, data, v2);
    accelerator_view home = a.accelerator_view;
    printf("array's view: %d %d\n", home == v2, home != v1);            /* 1 1 */
    parallel_for_each(v2, a.extent, [&a](index<1> i) restrict(amp) { a[i] += 1; });
    int back[6];
    a.copy_to(back);
    printf("array on a view: %d %d\n", back[0], back[5]);               /* 11 61 (data now 10..60) */

    /* staging: made with the host device's view first */
    accelerator cpu("host");
    array<int, 2> s(2, 3, cpu.default_view, dv);
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 3; j++)
            s(i, j) = i * 3 + j;                                         /* 0 1 2 / 3 4 5 */
    parallel_for_each(dv, s.extent, [&s](index<2> i) restrict(amp) { s[i] = s[i] * s[i]; });
    printf("staging after a kernel: %d %d %d\n", s[0][1], s[1][0], s(1, 2)); /* 1 9 25 */
    int *p = s.data();
    p[5] = 7;
    parallel_for_each(dv, s.extent, [&s](index<2> i) restrict(amp) { s[i] += 1; });
    printf("staging data(): %d %d\n", s.data()[0], s[1][2]);             /* 1 8 */
    index<2> at(1, 1);
    s(at) = -4;
    printf("staging by index<2>: %d %d\n", s[at], s(1, 1));             /* -4 -4 */
    array<int, 1> s2(extent<1>(3), data, cpu.default_view, acc.default_view);
    printf("staging from data: %d %d %d\n", s2[0], s2[1], s2[2]);        /* 10 20 30 */
    /* C++ AMP's rule: a staging array is on the CPU's view, associated with av's */
    printf("staging's views: %d %d\n", s2.accelerator_view == cpu.default_view,
           s2.associated_accelerator_view == dv);                        /* 1 1 */
    printf("an array's associated view is its own: %d\n", a.associated_accelerator_view == v2); /* 1 */
    return 0;
}
