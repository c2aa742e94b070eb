// Pointers cannot be captured.
void f(int *p) {
    int *q = p; // expected-note {{'q' declared here}}
    array_view<int, 1> v(8, p);
    parallel_for_each(v.extent, [v, q](index<1> i) restrict(amp) { v[i] = 0; }); // expected-error {{pointer 'q' cannot be captured by a kernel}}
}
