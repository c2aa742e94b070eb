void f(int *p) {
    static int calls = 0; // expected-note {{'calls' declared here}}
    array_view<int, 1> v(8, p);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        v[i] = calls; // expected-error {{static variable 'calls' cannot be used in amp code}}
    });
}
