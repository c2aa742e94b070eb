void f(tiled_index<4> t) restrict(amp) {
    tile_static char buf[64]; // expected-error {{type 'char' is not allowed in amp code ('buf')}}
}
