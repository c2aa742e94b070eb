/* Kernels take their views as restrict pointers; a launch whose views share
 * a buffer runs the kernel's variant without restrict (emit_common.h).
 *   kernel 1: a and b are views of different host arrays: restrict variant.
 *   kernel 2: a and its copy c share a's buffer: the aliased variant (1).
 *   kernel 3: two sections of one view, rows 0-1 and 2-3: aliased (2).
 *   kernel 4: one view only: no variant exists, restrict (aliased stays 2).
 * Bytes: a (16 ints) and b (16 ints) go up once: 128 bytes; a comes back
 * (64) and b comes back (64). Builds: the program, then at kernel 2 its
 * second build with the _aliased variants (2); a second run loads both from
 * the disk cache (0). */
#include <stdio.h>

int main(void)
{
    int ad[16], bd[16];
    for (int i = 0; i < 16; i++) {
        ad[i] = i;
        bd[i] = 100 * i;
    }
    array_view<int, 2> a(4, 4, ad);
    array_view<int, 2> b(4, 4, bd);
    parallel_for_each(a.extent, [=](index<2> i) restrict(amp) { a[i] += b[i]; });
    array_view<int, 2> c = a;
    parallel_for_each(a.extent, [=](index<2> i) restrict(amp) {
        c[i] = a[i] + 1;   /* the same element through both views */
    });
    array_view<int, 2> top = a.section(index<2>(0, 0), extent<2>(2, 4));
    array_view<int, 2> bottom = a.section(index<2>(2, 0), extent<2>(2, 4));
    parallel_for_each(top.extent, [=](index<2> i) restrict(amp) { top[i] += bottom[i]; });
    parallel_for_each(b.extent, [=](index<2> i) restrict(amp) { b[i] = -b[i]; });
    for (int r = 0; r < 4; r++) {
        for (int k = 0; k < 4; k++)
            printf("%d/%d ", a(r, k), b(r, k));
        printf("\n");
    }
    return 0;
}
