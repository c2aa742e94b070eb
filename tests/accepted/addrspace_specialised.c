/* One amp function called with pointers into global, tile_static and
 * private memory: each combination gets its own copy, transitively. */
float sum3(const float *p) restrict(amp)
{
    return p[0] + p[1] + p[2];
}

float sum3_twice(const float *p, const float *q) restrict(amp)
{
    return sum3(p) + sum3(q);
}

float *second(float *p) restrict(amp)
{
    return p + 1;
}

void run(float *data, int n)
{
    array_view<float, 1> v(n, data);
    parallel_for_each(v.extent.tile<4>(), [=](tiled_index<4> idx) restrict(amp) {
        tile_static float t[8];
        float mine[3] = { 1.0f, 2.0f, 3.0f };
        t[idx.local[0]] = v[idx.global];
        t[idx.local[0] + 4] = 0.0f;
        idx.barrier.wait();
        float a = sum3(&t[0]) + sum3(mine) + sum3_twice(t, &v[idx.tile_origin]);
        float *p = second(t);
        float *q = second(&v[idx.global]);
        float *r = 0;
        r = &mine[1];
        *p += *q + *r;
        v[idx.global] = a;
    });
}
