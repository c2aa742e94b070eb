// Ranks are 1 to 128.
void f(void) {
    extent<129> e; // expected-error {{rank 129 of extent is not supported; the rank must be 1 to 128}}
}
