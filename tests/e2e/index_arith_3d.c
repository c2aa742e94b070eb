/* index<3> arithmetic in amp code and on the host: +, -, compound forms
 * built from them, comparisons, and extent<3>::contains on the results. */
#include <stdio.h>

int main(void)
{
    extent<3> e(2, 3, 4);
    index<3> shift(1, 1, 1);
    int out[24];
    array_view<int, 3> v(e, out);
    v.discard_data();
    parallel_for_each(e, [=](index<3> i) restrict(amp) {
        index<3> fwd = i + shift;
        index<3> back = i - shift;
        index<3> round_trip = fwd - shift;
        int code = 0;
        if (e.contains(fwd))
            code += 1;
        if (e.contains(back))
            code += 2;
        if (round_trip == i)
            code += 4;
        if (fwd != back)
            code += 8;
        v[i] = code;
    });
    for (int a = 0; a < 2; a++) {
        for (int b = 0; b < 3; b++) {
            for (int c = 0; c < 4; c++)
                printf("%d ", v(a, b, c));
            printf("| ");
        }
        printf("\n");
    }
    index<3> h = index<3>(1, 2, 3) - shift;
    printf("host: (%d,%d,%d) contains %d\n", h[0], h[1], h[2], (int)e.contains(h + shift + shift));
    return 0;
}
