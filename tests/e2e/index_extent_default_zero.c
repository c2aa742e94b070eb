/* An index or extent declared without an initializer is all zeros (C++ AMP's
 * default constructor), in cpu code and in amp code, even where the stack
 * held other values before. */
#include <stdio.h>

static void dirty_stack(void)
{
    volatile int junk[64];
    for (int i = 0; i < 64; i++)
        junk[i] = 0x55;
}

static void show(void)
{
    index<3> origin;
    extent<2> e;
    index<1> one, two;
    printf("cpu: %d %d %d | %d %d | %d %d\n", origin[0], origin[1], origin[2], e[0], e[1],
           one[0], two[0]);
}

int main(void)
{
    dirty_stack();
    show();
    int out[3];
    array_view<int, 1> o(3, out);
    parallel_for_each(o.extent, [=](index<1> i) restrict(amp) {
        int junk[8];
        for (int k = 0; k < 8; k++)
            junk[k] = 0x55 + i[0];
        o[i] = junk[i[0]];
        index<2> z;
        extent<3> y;
        o[i] = z[0] + z[1] + y[0] + y[1] + y[2] + 5 + i[0];
    });
    printf("amp: %d %d %d\n", o[0], o[1], o[2]);
    return 0;
}
