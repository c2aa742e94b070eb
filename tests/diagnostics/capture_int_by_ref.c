// Only arrays are captured by reference.
void f(int *p) {
    int bias = 3; // expected-note {{'bias' declared here}}
    array_view<int, 1> v(8, p);
    parallel_for_each(v.extent, [v, &bias](index<1> i) restrict(amp) { v[i] += bias; }); // expected-error {{'bias' cannot be captured by reference; only an array can be}}
}
