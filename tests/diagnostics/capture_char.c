// Captured variables have amp-compatible types.
void f(int *p) {
    char c = 'x'; // expected-note {{'c' declared here}}
    array_view<int, 1> v(8, p);
    parallel_for_each(v.extent, [v, c](index<1> i) restrict(amp) { v[i] = c; }); // expected-error {{type 'char' is not allowed in amp code ('c')}}
}
