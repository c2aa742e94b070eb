/* restrict(cpu, amp) functions (both orders of the specifier) compiled for
 * both sides, called from host code and from a kernel, including one calling
 * another and an amp-only helper; a prototype declared before its definition. */
#include <stdio.h>

static int poly(int x) restrict(cpu, amp);

static int square(int x) restrict(amp, cpu)
{
    return x * x;
}

static int poly(int x) restrict(cpu, amp)
{
    return 3 * square(x) - 2 * x + 1;
}

static int twice_poly(int x) restrict(amp)
{
    return 2 * poly(x);
}

int main(void)
{
    int host[5], dev[5], dev2[5];
    for (int i = 0; i < 5; i++)
        host[i] = poly(i - 2);
    array_view<int, 1> d(5, dev), d2(5, dev2);
    parallel_for_each(d.extent, [=](index<1> i) restrict(amp) {
        d[i] = poly(i[0] - 2);
        d2[i] = twice_poly(i[0] - 2);
    });
    for (int i = 0; i < 5; i++)
        printf("%d=%d %d\n", host[i], d[i], d2[i]);
    return 0;
}
