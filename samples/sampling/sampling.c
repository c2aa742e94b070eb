/* The "Using Tiles" page's sampling example: the average of every
 * SAMPLESIZE x SAMPLESIZE tile of an 8x8 matrix, accumulated by one thread per
 * tile into an array<float, 2> captured by reference. Build with
 * -DSAMPLESIZE=4 to average 4x4 tiles: nothing else changes. */
#include <stdio.h>

#ifndef SAMPLESIZE
#define SAMPLESIZE 2
#endif
#define MATRIXSIZE 8

static void SamplingExample(void)
{
    float rawData[MATRIXSIZE * MATRIXSIZE];
    for (int i = 0; i < MATRIXSIZE * MATRIXSIZE; i++)
        rawData[i] = (float)i;
    extent<2> dataExtent(MATRIXSIZE, MATRIXSIZE);
    array_view<float, 2> matrix(dataExtent, rawData);

    /* One output element per tile of the data. */
    enum { outputSize = MATRIXSIZE / SAMPLESIZE };
    float outputData[outputSize * outputSize];
    for (int j = 0; j < outputSize * outputSize; j++)
        outputData[j] = 0.0f;
    extent<2> outputExtent(MATRIXSIZE / SAMPLESIZE, MATRIXSIZE / SAMPLESIZE);
    array<float, 2> averages(outputExtent, outputData);

    /* An array is the only thing a kernel can capture by reference. */
    parallel_for_each(matrix.extent.tile<SAMPLESIZE, SAMPLESIZE>(),
                      [=, &averages](tiled_index<SAMPLESIZE, SAMPLESIZE> t_idx) restrict(amp) {
        /* Copy the values of the tile into a tile-sized array. */
        tile_static float tileValues[SAMPLESIZE][SAMPLESIZE];
        tileValues[t_idx.local[0]][t_idx.local[1]] = matrix[t_idx.global];

        /* Wait for the whole tile to be loaded before averaging it. */
        t_idx.barrier.wait();

        /* One thread per tile does the sum, so each tile is added up once. */
        if (t_idx.local[0] == 0 && t_idx.local[1] == 0) {
            for (int trow = 0; trow < SAMPLESIZE; trow++) {
                for (int tcol = 0; tcol < SAMPLESIZE; tcol++) {
                    averages(t_idx.tile[0], t_idx.tile[1]) += tileValues[trow][tcol];
                }
            }
            averages(t_idx.tile[0], t_idx.tile[1]) /= (float)(SAMPLESIZE * SAMPLESIZE);
        }
    });

    /* An array's elements live on the device: copy them back to read them. */
    averages.copy_to(outputData);
    for (int row = 0; row < outputSize; row++) {
        for (int col = 0; col < outputSize; col++)
            printf("%g ", outputData[row * outputSize + col]);
        printf("\n");
    }
}

int main(void)
{
    SamplingExample();
    return 0;
}
