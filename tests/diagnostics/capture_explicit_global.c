int g; // expected-note {{'g' declared here}}
void f(int *p) {
    array_view<int, 1> v(8, p);
    parallel_for_each(v.extent, [v, g](index<1> i) restrict(amp) { v[i] = 0; }); // expected-error {{'g' cannot be captured: only local variables}}
}
