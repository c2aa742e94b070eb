/* One thread writes a tile_static flag, the barrier publishes it, and every
 * thread then reads the same value: conditions on it are uniform. */
int has_work(int flag) restrict(amp)
{
    return flag > 0;
}

void sync_tile(tiled_index<16> t) restrict(amp)
{
    t.barrier.wait();
}

void run(int *data, int n)
{
    array_view<int, 1> v(n, data);
    parallel_for_each(v.extent.tile<16>(), [=](tiled_index<16> idx) restrict(amp) {
        tile_static int flag;
        tile_static int total[16];
        if (idx.local[0] == 0)
            flag = v[idx.tile_origin];
        total[idx.local[0]] = v[idx.global];
        idx.barrier.wait();
        int work = flag;
        while (work > 0 && has_work(flag)) {
            idx.barrier.wait();
            work--;
        }
        if (total[0] > 10)
            sync_tile(idx);
        sync_tile(idx);
        if (flag == 1)
            idx.barrier.wait();
        v[idx.global] = work + total[idx.local[0]];
    });
}
