// tile_static variables declared in amp functions: each kernel that reaches
// one declares it once (ampcc_ts_FUNC_VAR) and passes a __local pointer down
// every call chain; a scalar is used through the pointer, an array keeps its
// subscripts.
struct pair { float lo, hi; };

/* A 2-D array and barriers in the function. */
float tile_corner_sum(tiled_index<4, 4> t, float x) restrict(amp)
{
    tile_static float block[4][4];
    block[t.local[0]][t.local[1]] = x;
    t.barrier.wait();
    float r = block[0][0] + block[0][3] + block[3][0] + block[3][3];
    t.barrier.wait();
    return r;
}

/* Scalars (an int used with an atomic, a struct) and a call of the function above. */
float tile_stats(tiled_index<4, 4> t, float x) restrict(amp)
{
    tile_static int above;
    tile_static struct pair range;
    if (t.local[0] == 0 && t.local[1] == 0) {
        above = 0;
        range.lo = x;
        range.hi = x;
    }
    t.barrier.wait();
    if (x > range.lo)
        atomic_fetch_add(&above, 1);
    t.barrier.wait();
    return (float)above + range.hi + tile_corner_sum(t, x);
}

void run(float *data, float *out)
{
    array_view<const float, 2> v(8, 8, data);
    array_view<float, 2> o(8, 8, out);
    parallel_for_each(v.extent.tile<4, 4>(), [=](tiled_index<4, 4> t) restrict(amp) {
        tile_static float block;   /* the kernel's own: no clash with tile_corner_sum's */
        if (t.local[0] == 0 && t.local[1] == 0)
            block = 1.0f;
        t.barrier.wait();
        o[t.global] = tile_stats(t, v[t.global]) + tile_corner_sum(t, block);
    });
    parallel_for_each(v.extent.tile<4, 4>(), [=](tiled_index<4, 4> t) restrict(amp) {
        o[t.global] += tile_corner_sum(t, v[t.global]);
    });
}
