/* A struct holding an array_view between other members, made in a kernel
 * and passed by pointer to an amp function (the suite's s1 of av.h). The
 * view struct's typedef was written inside the struct's body, and the layout
 * check compared the device's view (data pointer and meta) with the host's
 * handle; now the typedef comes first and such a struct, which lives only in
 * amp code, is not layout-checked. */
#include <stdio.h>

struct holder {
    int placeholder1;
    array_view<int, 1> av;
    float placeholder2;
};

static int read_through(struct holder *p, int i) restrict(amp)
{
    return p->av[i] + p->placeholder1;
}

int main(void)
{
    int data[4] = {1, 2, 3, 4}, out[4] = {0};
    array_view<int, 1> v(4, data), o(4, out);
    parallel_for_each(o.extent, [=](index<1> i) restrict(amp) {
        struct holder h = {10, v, 0.5f};
        struct holder pair[2] = {h, h};
        pair[1].placeholder1 = 20;
        o[i] = read_through(&pair[i[0] % 2], i[0]);
    });
    printf("%d %d %d %d\n", o[0], o[1], o[2], o[3]);
    return 0;
}
