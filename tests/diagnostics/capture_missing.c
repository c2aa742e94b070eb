// A local used in the body must be captured.
void f(int *p) {
    int k = 2; // expected-note {{'k' declared here}}
    array_view<int, 1> v(8, p);
    parallel_for_each(v.extent, [v](index<1> i) restrict(amp) {
        v[i] = k; // expected-error {{variable 'k' is used in the kernel but not captured}}
    });
}
