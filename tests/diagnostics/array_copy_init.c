// An array cannot be copied.
void f(void) {
    array<float, 1> a(8);
    array<float, 1> b = a; // expected-error {{array cannot be copied into 'b'}}
}
