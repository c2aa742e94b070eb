/* Tile sizes written as a macro, an enum constant, a const int and a static
 * const int (file scope and block scope), in the tile<> call and the
 * tiled_index<> parameter; the const ints are also usable as values in amp
 * code (not as array sizes: in C those would be variable-length arrays). */
#include <stdio.h>

#define TM 2
enum { TE = 4 };
const int TC = 3;
static const int TS = 2;

int main(void)
{
    const int TL = 6;
    int out[TE * TL * TS];
    array_view<int, 2> v(TE, TL * TS, out);
    v.discard_data();
    parallel_for_each(v.extent.tile<TE, TL>(), [=](tiled_index<TE, TL> t) restrict(amp) {
        tile_static int count;
        if (t.local[0] == 0 && t.local[1] == 0)
            count = 0;
        t.barrier.wait();
        atomic_fetch_add(&count, 1);
        t.barrier.wait();
        int n = 0;
        for (int i = 0; i < TE; i++)      /* the constants as values in amp code */
            for (int j = 0; j < TL; j++)
                n++;
        n = n == count ? n : -1;          /* every thread of the TE x TL tile ran */
        v[t.global] = n + TC * 100 + TS * 1000;
    });
    printf("%d %d\n", v(0, 0), v(3, 11));

    int out3[TM * TC * TS];
    array_view<int, 3> w(TM, TC, TS, out3);
    w.discard_data();
    parallel_for_each(w.extent.tile<TM, TC, TS>(), [=](tiled_index<TM, TC, TS> t) restrict(amp) {
        w[t.global] = t.local[0] * 100 + t.local[1] * 10 + t.local[2] + TM * 1000;
    });
    for (int i = 0; i < TM; i++)
        for (int j = 0; j < TC; j++)
            for (int k = 0; k < TS; k++)
                printf("%d ", w(i, j, k));
    printf("\n");
    return 0;
}
