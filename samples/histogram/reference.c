/* Serial plain-C reference that produced expected.txt. */
#include <stdio.h>
#define N 8192
#define BINS 16

int main(void)
{
    unsigned int seed = 12345u;
    int hist[BINS] = {0}, total = 0;
    for (int i = 0; i < N; i++) {
        seed = seed * 1103515245u + 12345u;
        hist[(int)((seed >> 16) % 1000u) * BINS / 1000]++;
    }
    for (int b = 0; b < BINS; b++) {
        printf("bin %2d [%3d, %3d): %d\n", b, b * 1000 / BINS, (b + 1) * 1000 / BINS, hist[b]);
        total += hist[b];
    }
    printf("total: %d\n", total);
    return 0;
}
