/* Seed 000: tile_static in a call graph rooted at a non-tiled parallel_for_each. */
int scratch(int x) restrict(amp)
{
    tile_static int tmp; // expected-warning {{tile_static variable 'tmp' is used in a kernel that is not tiled; its behaviour is undefined}}
    tmp = x;
    return tmp;
}

void run(int *data, int n)
{
    array_view<int, 1> v(n, data);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { // expected-note 2 {{the kernel is launched here without tiles}}
        tile_static int x; // expected-warning {{tile_static variable 'x' is used in a kernel that is not tiled; its behaviour is undefined}}
        x = v[i];
        v[i] = x + scratch(x);
    });
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { // expected-note {{the kernel is launched here without tiles}}
        v[i] = scratch(v[i]);
    });
    parallel_for_each(v.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
        v[t.global] = scratch(1);
    });
}
