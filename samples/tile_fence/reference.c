/* Serial plain-C reference that produced expected.txt: the fence changes how
 * the kernel synchronises, not what it computes, so this is sampling's. */
#include <stdio.h>
#ifndef SAMPLESIZE
#define SAMPLESIZE 2
#endif
#define MATRIXSIZE 8

int main(void)
{
    int n = MATRIXSIZE / SAMPLESIZE;
    for (int tr = 0; tr < n; tr++) {
        for (int tc = 0; tc < n; tc++) {
            float sum = 0.0f;
            for (int r = 0; r < SAMPLESIZE; r++)
                for (int c = 0; c < SAMPLESIZE; c++)
                    sum += (float)((tr * SAMPLESIZE + r) * MATRIXSIZE + tc * SAMPLESIZE + c);
            printf("%g ", sum / (float)(SAMPLESIZE * SAMPLESIZE));
        }
        printf("\n");
    }
    return 0;
}
