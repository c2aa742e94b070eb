// At most 32 KiB of tile_static memory per kernel, counting called functions.
void helper(tiled_index<16> t) restrict(amp) {
    tile_static float more[4096];
    more[t.local[0]] = 0;
}
void f(float *p) {
    array_view<float, 1> v(64, p);
    parallel_for_each(v.extent.tile<16>(), [=](tiled_index<16> t) restrict(amp) { // expected-error {{this kernel uses 32772 bytes of tile_static memory; at most 32 KiB (32768 bytes) are allowed}}
        tile_static float a[4096]; // expected-note {{'a' alone uses 16384 bytes}}
        tile_static int b;
        a[t.local[0]] = 1.0f;
        b = 2;
        t.barrier.wait();
        helper(t);
        v[t.global] = a[0] + b;
    });
}
