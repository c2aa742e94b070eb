/* 32 tile_static variables, 31 of them read by one work-item alone: on the
 * native host device a stretch that one work-item runs starts with an empty
 * asm that keeps every tile_static variable in memory (docs/codegen.md,
 * "tile_static memory in a stretch of one work-item"); an asm takes at most
 * 15 such operands, so this kernel needs three of them.
 * 64 elements in tiles of 32, in[g] = g + 1; work-item l < 31 of tile T owns
 * t_l. Worked out by hand (m(x) = x mod 31):
 *   first:  t_k = 2 (32T + k + 1);  a = t_m(l+1) = 2 (32T + m(l+1) + 1)
 *   then:   t_k = (old t_m(k+1)) + 1 = 2 (32T + m(k+1) + 1) + 1
 *   total = the sum of those 31 t_k = 31 (64T + 3) + 2 (0 + 1 + ... + 30)
 *   out[g] = 1000 t_m(l+2) + a + 1000000 total. */
#include <stdio.h>

#define EACH(X) X(0) X(1) X(2) X(3) X(4) X(5) X(6) X(7) X(8) X(9) X(10) X(11) X(12) X(13) \
    X(14) X(15) X(16) X(17) X(18) X(19) X(20) X(21) X(22) X(23) X(24) X(25) X(26) X(27)    \
    X(28) X(29) X(30)
#define DECLARE(k) tile_static int t##k;
#define SET(k) if (who == k) t##k = value;
#define GET(k) if (who == k) got = t##k;
#define ADD(k) + t##k

int main(void)
{
    int data[64];
    long result[64];
    for (int i = 0; i < 64; i++)
        data[i] = i + 1;
    array_view<const int, 1> in(64, data);
    array_view<long, 1> out(64, result);
    parallel_for_each(in.extent.tile<32>(), [=](tiled_index<32> idx) restrict(amp) {
        EACH(DECLARE)
        tile_static int total;
        int l = idx.local[0], who = l, value = 2 * in[idx.global], got = 0;
        EACH(SET)
        idx.barrier.wait();
        who = (l + 1) % 31;
        EACH(GET)
        int a = got;
        idx.barrier.wait();
        who = l;
        value = a + 1;
        EACH(SET)
        idx.barrier.wait();
        if (idx.local[0] == 0)
            total = 0 EACH(ADD);
        idx.barrier.wait();
        who = (l + 2) % 31;
        EACH(GET)
        out[idx.global] = 1000 * got + a + 1000000L * total;
    });
    out.synchronize();
    for (int t = 0; t < 2; t++) {
        printf("tile %d:", t);
        for (int j = 0; j < 32; j++)
            printf(" %ld", result[32 * t + j]);
        printf("\n");
    }
    return 0;
}
