/* The address of a const int local declared in amp code itself (a kernel's
 * own local, an amp function's local) may be taken and read through
 * (LANGUAGE.md §6 forbids it only for the constants amp code takes from
 * outside: globals and the enclosing function's const ints; see
 * tests/diagnostics for those). */
#include <stdio.h>

static int through_pointer(int k) restrict(amp)
{
    const int base = 40;
    const int *p = &base;
    return *p + k;
}

int main(void)
{
    int out[4] = {0};
    array_view<int, 1> v(4, out);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        const int one = 1;
        const int *q = &one;
        v[i] = through_pointer(i[0]) + *q;
    });
    printf("%d %d %d %d\n", v[0], v[1], v[2], v[3]);
    return 0;
}
