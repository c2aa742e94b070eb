void f(tiled_index<4> t) restrict(amp) {
    tile_static int *p; // expected-error {{tile_static variable 'p' cannot be a pointer}}
}
