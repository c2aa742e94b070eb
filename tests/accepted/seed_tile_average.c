// The seed's tile average (tile_static nums[2][2]) ported to AMP C.
#include <stdio.h>
#define SAMPLESIZE 2
int main(void) {
    int sample[4][6] = { {2, 2, 9, 7, 1, 4}, {4, 4, 8, 8, 3, 4}, {1, 5, 1, 2, 5, 2}, {6, 8, 3, 2, 7, 2} };
    int averages[4][6] = { {0} };
    array_view<int, 2> sampleData(4, 6, &sample[0][0]);
    array_view<int, 2> averageData(4, 6, &averages[0][0]);
    parallel_for_each(sampleData.extent.tile<SAMPLESIZE, SAMPLESIZE>(),
        [=](tiled_index<SAMPLESIZE, SAMPLESIZE> idx) restrict(amp) {
            tile_static int nums[SAMPLESIZE][SAMPLESIZE];
            nums[idx.local[1]][idx.local[0]] = sampleData[idx.global];
            idx.barrier.wait();
            int sum = 0;
            for (int i = 0; i < SAMPLESIZE; i++)
                for (int j = 0; j < SAMPLESIZE; j++)
                    sum += nums[i][j];
            averageData[idx.global] = sum / (SAMPLESIZE * SAMPLESIZE);
        });
    for (int i = 0; i < 4; i++) {
        for (int j = 0; j < 6; j++)
            printf("%d ", averageData(i, j));
        printf("\n");
    }
    return 0;
}
