/* The seed's second "do not do this" (Using Tiles, "Race Conditions"): not
 * scalable, but correct: one thread writes total before the barrier, so no
 * read is left without a write, and every barrier is reached by the whole
 * tile although the writes sit under per-thread conditions. */
#define SAMPLESIZE 2

void run(float *data, float *avg, int rows, int cols)
{
    array_view<float, 2> matrix(rows, cols, data);
    array_view<float, 2> averages(rows / SAMPLESIZE, cols / SAMPLESIZE, avg);
    parallel_for_each(matrix.extent.tile<SAMPLESIZE, SAMPLESIZE>(),
                      [=](tiled_index<SAMPLESIZE, SAMPLESIZE> t_idx) restrict(amp) {
        tile_static float total;
        if (t_idx.local[0] == 0 && t_idx.local[1] == 0) {
            total = matrix[t_idx.global];
        }
        t_idx.barrier.wait();

        if (t_idx.local[0] == 0 && t_idx.local[1] == 1) {
            total += matrix[t_idx.global];
        }
        t_idx.barrier.wait();
        if (total > 0.0f)    /* read after a barrier: the same for every thread */
            t_idx.barrier.wait();
        averages(t_idx.tile[0], t_idx.tile[1]) = total / (float) (SAMPLESIZE * SAMPLESIZE);
    });
}
