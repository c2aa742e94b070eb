// Tile sizes are > 0.
void f(void) {
    tiled_extent<0> t; // expected-error {{tile size 0 of tiled_extent must be greater than 0}}
}
