/* A tile reduction helper: a tile_static array and barriers inside an amp
 * function called by a tiled kernel; also a 2-D tile_static array. */
#include <stdio.h>

#define TS 64

/* The sum of one value per thread of the tile, returned to every thread. */
float tile_sum(tiled_index<TS> t, float x) restrict(amp)
{
    tile_static float partial[TS];
    int me = t.local[0];
    partial[me] = x;
    t.barrier.wait();
    for (int stride = TS / 2; stride > 0; stride /= 2) {
        if (me < stride)
            partial[me] += partial[me + stride];
        t.barrier.wait();
    }
    float total = partial[0];
    t.barrier.wait();
    return total;
}

/* Transposes a 4x4 tile through tile_static memory. */
int tile_transpose(tiled_index<4, 4> t, int x) restrict(amp)
{
    tile_static int block[4][4];
    block[t.local[0]][t.local[1]] = x;
    t.barrier.wait();
    int r = block[t.local[1]][t.local[0]];
    t.barrier.wait();
    return r + (int)(sizeof block / sizeof block[0][0]) - 16;
}

int main(void)
{
    enum { N = 256 };
    float in[N], sums[N / TS];
    for (int i = 0; i < N; i++)
        in[i] = (float)(i % 17) * 0.5f;
    array_view<const float, 1> v(N, in);
    array_view<float, 1> s(N / TS, sums);
    s.discard_data();
    parallel_for_each(v.extent.tile<TS>(), [=](tiled_index<TS> t) restrict(amp) {
        float total = tile_sum(t, v[t.global]);
        if (t.local[0] == 0)
            s[t.tile] = total;
    });
    for (int k = 0; k < N / TS; k++)
        printf("tile %d: %g\n", k, s[k]);

    int m[8 * 8], out[8 * 8];
    for (int i = 0; i < 64; i++)
        m[i] = i;
    array_view<const int, 2> mv(8, 8, m);
    array_view<int, 2> ov(8, 8, out);
    ov.discard_data();
    parallel_for_each(mv.extent.tile<4, 4>(), [=](tiled_index<4, 4> t) restrict(amp) {
        ov[t.global] = tile_transpose(t, mv[t.global]);
    });
    for (int r = 0; r < 8; r++) {
        for (int c = 0; c < 8; c++)
            printf(" %2d", ov(r, c));
        printf("\n");
    }
    return 0;
}
