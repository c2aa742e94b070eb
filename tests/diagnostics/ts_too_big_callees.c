// The 32 KiB tile_static limit counts the variables of every amp function a
// kernel reaches, through other functions too, each function once (its
// tile_static variables are one object per tile however often it is called).
float inner(tiled_index<16> t, float x) restrict(amp) {
    tile_static float scratch[6144]; // expected-note {{'scratch' alone uses 24576 bytes}}
    tile_static int count;
    scratch[t.local[0]] = x;
    count = 1;
    t.barrier.wait();
    return scratch[0] + (float)count;
}
float outer(tiled_index<16> t, float x) restrict(amp) {
    tile_static float more[2048];
    more[t.local[0]] = inner(t, x);
    t.barrier.wait();
    return more[0];
}
void f(float *p) {
    array_view<float, 1> v(64, p);
    parallel_for_each(v.extent.tile<16>(), [=](tiled_index<16> t) restrict(amp) { // expected-error {{this kernel uses 32772 bytes of tile_static memory; at most 32 KiB (32768 bytes) are allowed}}
        v[t.global] = outer(t, v[t.global]) + inner(t, 1.0f);
    });
    parallel_for_each(v.extent.tile<16>(), [=](tiled_index<16> t) restrict(amp) {
        v[t.global] = inner(t, v[t.global]) + inner(t, 2.0f);   /* 24580 bytes: inner once */
    });
}
