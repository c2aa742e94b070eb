/* extent::size() in a kernel past INT_MAX (issue 13): 2048 x 2048 x 1024 has
 * 2^32 elements. On the host size() is an int and such an extent is a located
 * error (tests/rtfail/extent_size_overflow.c); in amp code size() is a long,
 * the exact product (the int product overflowed: 0 here). Used only through
 * size() in the kernel: no data of that size exists. Also a rank-4 extent (the
 * helper's loop form), a tiled extent's size(), a size computed in a
 * restrict(cpu, amp) function, and element positions derived from it. */
#include <stdio.h>

static long cells(extent<3> e) restrict(cpu, amp)
{
    return e.size() / 1024;
}

int main(void)
{
    long out[6] = {0};
    array_view<long, 1> o(6, out);
    extent<3> big(2048, 2048, 1024);
    int hs[4] = {1024, 1024, 1024, 3};
    extent<4> huge(hs);
    extent<3> bigger(2048, 2048, 1536);
    parallel_for_each(o.extent.tile<2>(), [=](tiled_index<2> t) restrict(amp) {
        tiled_extent<1024, 1, 1> te = bigger.tile<1024, 1, 1>();
        if (t.global[0] == 0) {
            o[0] = big.size();
            o[1] = huge.size();
            o[2] = te.size();
            o[3] = cells(big);
            o[4] = big.size() - 1 - (long)(2047 * 2048 + 2047) * 1024;  /* the last position's row start */
            o[5] = big.size() / 2 > 2147483647;                          /* compared as a long, not wrapped */
        }
    });
    o.synchronize();
    for (int i = 0; i < 6; i++)
        printf("%ld\n", out[i]);
    return 0;
}
