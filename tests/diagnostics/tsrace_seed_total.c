/* The seed's race (Using Tiles, "Race Conditions"): every thread adds to a
 * tile_static total that nobody initialised. */
#define SAMPLESIZE 2

void run(float *data, float *avg, int rows, int cols)
{
    array_view<float, 2> matrix(rows, cols, data);
    array_view<float, 2> averages(rows / SAMPLESIZE, cols / SAMPLESIZE, avg);
    parallel_for_each(matrix.extent.tile<SAMPLESIZE, SAMPLESIZE>(),
                      [=](tiled_index<SAMPLESIZE, SAMPLESIZE> t_idx) restrict(amp) {
        // Do not do this.
        tile_static float total;
        total += matrix[t_idx.global]; // expected-warning {{tile_static variable 'total' is read before any thread of the tile writes it; its initial value is undefined}}
        t_idx.barrier.wait();
        averages(t_idx.tile[0], t_idx.tile[1]) /= (float) (SAMPLESIZE * SAMPLESIZE);
    });
}
