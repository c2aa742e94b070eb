/* .pad(): an extent of 10 on tiles of 4 runs 12 threads; the two extra ones
 * are kept out of the view by extent.contains. Each tile also counts its
 * threads through a tile_static atomic, so the padding threads show up. */
#include <stdio.h>

int main(void)
{
    int data[10] = {0};
    int per_tile[3] = {0};
    array_view<int, 1> v(10, data);
    array_view<int, 1> counts(3, per_tile);
    extent<1> e = v.extent;
    tiled_extent<4> padded = e.tile<4>().pad();
    printf("padded extent %d, size %d\n", padded[0], (int)padded.size());

    parallel_for_each(padded, [=](tiled_index<4> idx) restrict(amp) {
        tile_static int threads;
        if (idx.local[0] == 0)
            threads = 0;
        idx.barrier.wait();
        atomic_fetch_add(&threads, 1);
        idx.barrier.wait();
        if (idx.local[0] == 0)
            counts[idx.tile] = threads;
        if (e.contains(idx.global))
            v[idx.global] = idx.global[0] + 1;
    });
    for (int i = 0; i < 10; i++)
        printf("%d ", v[i]);
    printf("\nthreads per tile: %d %d %d\n", counts[0], counts[1], counts[2]);
    return 0;
}
