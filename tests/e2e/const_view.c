/* array_view<const T, N>: kernels read it; it is never copied back, so the
 * host data the program changes afterwards is not overwritten at scope end. */
#include <stdio.h>

static int src[6] = {3, 1, 4, 1, 5, 9};

static void scale(int factor, int *out)
{
    array_view<const int, 1> in(6, src);
    array_view<int, 1> res(6, out);
    res.discard_data();
    parallel_for_each(res.extent, [=](index<1> i) restrict(amp) {
        res[i] = in[i] * factor;
    });
    src[0] = 77; /* changed behind the const view; must survive its scope end */
    printf("in[5] through the const view: %d\n", in[5]);
}

int main(void)
{
    int out[6];
    scale(2, out);
    for (int i = 0; i < 6; i++)
        printf("%d ", out[i]);
    printf("\nsrc[0] = %d\n", src[0]);
    return 0;
}
