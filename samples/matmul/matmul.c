/* Tiled matrix multiply, C = A * B: each TS x TS tile of C walks along K one
 * TS-wide band at a time, staging the band's A and B blocks in tile_static
 * memory so each element is read from global memory once per tile. */
#include <stdio.h>

#define M 48
#define K 32
#define N 40
#define TS 8 /* tile side: M, N and K are multiples of it */

static float a_data[M * K], b_data[K * N], c_data[M * N];

int main(void)
{
    /* Small integers, so every product and sum is exact in float. */
    for (int i = 0; i < M; i++)
        for (int k = 0; k < K; k++)
            a_data[i * K + k] = (float)((i * 3 + k) % 7 - 3);
    for (int k = 0; k < K; k++)
        for (int j = 0; j < N; j++)
            b_data[k * N + j] = (float)((k + 2 * j) % 5 - 2);

    array_view<const float, 2> a(M, K, a_data);
    array_view<const float, 2> b(K, N, b_data);
    array_view<float, 2> c(M, N, c_data);
    c.discard_data(); /* every element is overwritten: nothing to upload */

    parallel_for_each(c.extent.tile<TS, TS>(), [=](tiled_index<TS, TS> t) restrict(amp) {
        int row = t.local[0];
        int col = t.local[1];
        tile_static float as[TS][TS];
        tile_static float bs[TS][TS];
        float sum = 0.0f;
        for (int k0 = 0; k0 < K; k0 += TS) {
            as[row][col] = a(t.global[0], k0 + col);
            bs[row][col] = b(k0 + row, t.global[1]);
            t.barrier.wait(); /* both blocks loaded */
            for (int k = 0; k < TS; k++)
                sum += as[row][k] * bs[k][col];
            t.barrier.wait(); /* done with them before the next band overwrites */
        }
        c[t.global] = sum;
    });

    c.synchronize();
    double checksum = 0; /* weighted, so a misplaced element shows */
    for (int i = 0; i < M * N; i++)
        checksum += c_data[i] * (i % 13 + 1);
    for (int i = 0; i < 4; i++) {
        for (int j = 0; j < 8; j++)
            printf("%g ", c_data[i * N + j]);
        printf("\n");
    }
    printf("checksum: %g\n", checksum);
    return 0;
}
