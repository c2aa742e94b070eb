// tile_static sizes given by const ints count toward the 32 KiB limit.
static const int ROWS = 96;
enum { COLS = 96 };
void f(float *p) {
    array_view<float, 2> v(96, 96, p);
    parallel_for_each(v.extent.tile<16, 16>(), [=](tiled_index<16, 16> t) restrict(amp) { // expected-error {{this kernel uses 36864 bytes of tile_static memory}}
        tile_static float tile[ROWS][COLS]; // expected-note {{'tile' alone uses 36864 bytes}}
        tile[t.local[0]][t.local[1]] = v[t.global];
        t.barrier.wait();
        v[t.global] = tile[t.local[1]][t.local[0]];
    });
}
