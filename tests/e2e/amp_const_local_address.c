/* The address of amp code's own const locals (a kernel's, an amp function's,
 * a restrict(cpu, amp) kernel's): they are variables, not the constants that
 * const integers from outside are (conformance Pointers/ToGlobal/Test05.02). */
#include <stdio.h>

static int twice(const int *p) restrict(amp) { return 2 * *p; }

static int through(int x) restrict(amp)
{
    const int base = 100;
    const int *pb = &base;
    return *pb + x;
}

int main(void)
{
    int out[4] = {0}, both[4] = {0};
    array_view<int, 1> v(4, out), w(4, both);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        const int seven = 7;
        const int *p = &seven;
        v[i] = through(twice(p) + i[0]);
    });
    parallel_for_each(w.extent, [=](index<1> i) restrict(cpu, amp) {
        const int three = 3;
        const double half = 0.5;
        const int *p = &three;
        const double *ph = &half;
        w[i] = *p * i[0] + (int)(*ph * 4);
    });
    printf("%d %d %d %d\n", v[0], v[1], v[2], v[3]);
    printf("%d %d %d %d\n", w[0], w[1], w[2], w[3]);
    return 0;
}
