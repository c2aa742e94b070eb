struct link { int *p; };
void f(tiled_index<4> t) restrict(amp) {
    tile_static struct link l; // expected-error {{tile_static variable 'l' cannot hold a pointer ('struct link')}}
}
