/* Serial plain-C reference that produced expected.txt. */
#include <stdio.h>
#define TILE 256
#define N (TILE * TILE / 4)
#define TILES (N / TILE)

int main(void)
{
    int partial[TILES] = {0}, total = 0;
    for (int i = 0; i < N; i++) {
        partial[i / TILE] += (i * 7919) % 1000;
        total += (i * 7919) % 1000;
    }
    printf("partial sums: %d %d ... %d\n", partial[0], partial[1], partial[TILES - 1]);
    printf("sum: %d\n", total);
    return 0;
}
