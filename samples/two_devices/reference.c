/* Serial plain-C reference that produced expected.txt. */
#include <stdio.h>
#define M 64
#define K 32
#define N 40
#define HALF (M / 2)

int main(void)
{
    static float a[M][K], b[K][N], c[M][N];
    for (int i = 0; i < M; i++)
        for (int k = 0; k < K; k++) a[i][k] = (float)((i * 3 + k) % 7 - 3);
    for (int k = 0; k < K; k++)
        for (int j = 0; j < N; j++) b[k][j] = (float)((k + 2 * j) % 5 - 2);
    double total = 0;
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++) {
            float s = 0.0f;
            for (int k = 0; k < K; k++) s += a[i][k] * b[k][j];
            c[i][j] = s;
            total += s * ((i * N + j) % 13 + 1);
        }
    for (int i = HALF - 2; i < HALF + 2; i++) {
        for (int j = 0; j < 8; j++) printf("%g ", c[i][j]);
        printf("\n");
    }
    printf("checksum: %g\n", total);
    return 0;
}
