void f(int *p) { // expected-note {{'p' declared here}}
    array_view<int, 1> v(8, p);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        v[i] = p[0]; // expected-error {{pointer 'p' cannot be captured by a kernel}}
    });
}
