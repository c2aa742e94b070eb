// Element types are amp-compatible: no char.
void f(char *p) {
    array_view<char, 1> v(4, p); // expected-error {{type 'char' is not allowed in amp code}}
}
