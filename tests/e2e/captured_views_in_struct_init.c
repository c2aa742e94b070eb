/* Captured views named in a struct's brace initializer inside a kernel
 * (AMP C captures the views, and the kernel builds the struct holding them,
 * LANGUAGE.md section 5): each becomes one view value in the OpenCL C and
 * native kernels; they were written as the bare data pointers. Writes go
 * through views held by a const struct, as through C++ AMP's const views. */
#include <stdio.h>

struct outputs {
    array_view<int, 1> one;
    array_view<int, 2> two;
};

static void add_through(const struct outputs *o, int k) restrict(amp)
{
    o->one[0] += k;
    o->two(0, 1) += 2 * k;
}

int main(void)
{
    int a[1] = {0}, b[2] = {0, 0};
    array_view<int, 1> one(1, a);
    array_view<int, 2> two(1, 2, b);
    parallel_for_each(extent<1>(1), [=](index<1> i) restrict(amp) {
        const struct outputs o = {one, two};
        add_through(&o, 5);
        o.two[index<2>(0, 0)] = 7;
    });
    one.synchronize();
    two.synchronize();
    printf("%d %d %d\n", a[0], b[0], b[1]);
    return 0;
}
