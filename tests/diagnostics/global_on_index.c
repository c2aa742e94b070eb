void f(int *p) {
    array_view<int, 1> v(8, p);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        v[i.global] = 1; // expected-error {{'global' is a member of tiled_index, not of 'index<1>'}}
    });
}
