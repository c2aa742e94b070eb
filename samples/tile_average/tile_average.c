/* The tile_static keyword page's sample: a 4x6 matrix cut into 2x2 tiles; every
 * thread of a tile copies its element into tile_static memory, waits at the
 * barrier, then writes the average of its tile. Printed as the seed's cout does. */
#include <stdio.h>

int main(void)
{
    int sampledata[] = {
        2, 2, 9, 7, 1, 4,
        4, 4, 8, 8, 3, 4,
        1, 5, 1, 2, 5, 2,
        6, 8, 3, 2, 7, 2};
    int averagedata[24] = {0};

    array_view<int, 2> sample(4, 6, sampledata);
    array_view<int, 2> average(4, 6, averagedata);

    /* Threads for sample.extent, divided into 2 x 2 tiles. */
    parallel_for_each(sample.extent.tile<2, 2>(), [=](tiled_index<2, 2> idx) restrict(amp) {
        /* One 2 x 2 array per tile, shared by the tile's four threads. */
        tile_static int nums[2][2];
        /* The seed swaps local[1] and local[0] here; the sum below does not care. */
        nums[idx.local[1]][idx.local[0]] = sample[idx.global];
        /* Every thread of the tile has stored its value once all reach this line. */
        idx.barrier.wait();
        int sum = nums[0][0] + nums[0][1] + nums[1][0] + nums[1][1];
        average[idx.global] = sum / 4;
    });

    for (int i = 0; i < 4; i++) {
        for (int j = 0; j < 6; j++)
            printf("%d ", average(i, j));
        printf("\n");
    }
    return 0;
}
