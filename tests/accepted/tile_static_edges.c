// tile_static at block scope (nested too), in amp functions reached from tiled kernels,
// structs and arrays, exactly 32 KiB in total; uniform barriers after tile_static loads.
#define TILE 16
struct acc { float sum; int count; };
float reduce_tile(tiled_index<TILE> t, float value) restrict(amp) {
    tile_static float part[TILE];
    part[t.local[0]] = value;
    t.barrier.wait();
    for (int step = TILE / 2; step > 0; step /= 2) {
        if (t.local[0] < step)
            part[t.local[0]] += part[t.local[0] + step];
        t.barrier.wait();
    }
    return part[0];
}
void run(float *data, float *sums) {
    array_view<float, 1> v(256, data);
    array_view<float, 1> s(16, sums);
    parallel_for_each(v.extent.tile<TILE>(), [=](tiled_index<TILE> t) restrict(amp) {
        tile_static float big[8192 - TILE - 3];
        tile_static struct acc a;
        big[t.local[0]] = v[t.global];
        if (t.local[0] == 0) {
            a.sum = 0.0f;
            a.count = 0;
        }
        t.barrier.wait();
        {
            tile_static int flag;
            flag = 1;
            t.barrier.wait();
            float total = reduce_tile(t, big[t.local[0]] * (float)flag);
            if (t.local[0] == 0)
                s[t.tile] = total + a.sum;
        }
    });
    s.synchronize();
}
