void f(tiled_index<4> t) restrict(amp) {
    tile_static array_view<int, 1> v; // expected-error {{tile_static variable 'v' cannot hold an array_view or array}}
}
