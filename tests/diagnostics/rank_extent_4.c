// Ranks are 1, 2 or 3.
void f(void) {
    extent<4> e; // expected-error {{rank 4 of extent is not supported; the rank must be 1, 2 or 3}}
}
