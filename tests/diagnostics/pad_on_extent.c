// pad() belongs to a tiled extent.
void f(void) {
    extent<1> e(10);
    e.pad(); // expected-error {{no member function 'pad' in an extent ('extent<1>')}}
}
