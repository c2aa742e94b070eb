/* A function that returns a pointer into tile_static memory on one path and
 * into a view's data on another. */
float *pick(float *a, float *b, int first) restrict(amp)
{
    if (first)
        return a; // expected-note {{the returned pointer points into tile_static memory here}}
    return b; // expected-error {{function 'pick' returns pointers into global (array_view) memory and tile_static memory}} expected-note {{the returned pointer points into global (array_view) memory here}}
}

void run(float *data, int n)
{
    array_view<float, 1> v(n, data);
    parallel_for_each(v.extent.tile<8>(), [=](tiled_index<8> idx) restrict(amp) {
        tile_static float t[8];
        t[idx.local[0]] = 0.0f;
        idx.barrier.wait();
        float *p = pick(&t[idx.local[0]], &v[idx.global], n > 3); // expected-note {{in the copy of 'pick' made for this call}}
        *p = 1.0f;
    });
}
