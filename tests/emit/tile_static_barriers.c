/* tile_static hoisted to kernel scope (renamed where it meets a local of the
 * same name); the four barrier forms and three fences; reqd_work_group_size
 * in OpenCL dimension order. */
void tiles(int *data, int *out)
{
    array_view<int, 2> v(8, 16, data);
    array_view<int, 2> w(8, 16, out);
    parallel_for_each(v.extent.tile<4, 8>(), [=](tiled_index<4, 8> t) restrict(amp) {
        tile_static int shared[4][8];
        shared[t.local[0]][t.local[1]] = v[t.global];
        t.barrier.wait();
        {
            tile_static int total;
            if (t.local[0] == 0 && t.local[1] == 0)
                total = 0;
            t.barrier.wait_with_all_memory_fence();
            atomic_fetch_add(&total, shared[t.local[0]][t.local[1]]);
            t.barrier.wait_with_tile_static_memory_fence();
            w[t.global] = total + t.tile[0] * 1000 + t.tile_origin[1];
        }
        int total = 1;
        w[t.global] += total;
        t.barrier.wait_with_global_memory_fence();
        all_memory_fence(t.barrier);
        global_memory_fence(t.barrier);
        tile_static_memory_fence(t.barrier);
    });
}
