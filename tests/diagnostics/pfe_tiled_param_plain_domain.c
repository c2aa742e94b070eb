void f(int *p) {
    array_view<int, 1> v(8, p);
    parallel_for_each(v.extent, [=](tiled_index<4> t) restrict(amp) { // expected-error {{the domain is not tiled}} expected-note {{domain of this parallel_for_each}}
        v[t.global] = 1;
    });
}
