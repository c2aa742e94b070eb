void f(void) {
    tile_static int x; // expected-error {{tile_static variable 'x' can only be declared at block scope in amp code}}
}
