void f(int *p) {
    array_view<int, 1> v(8, p);
    parallel_for_each(v.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
        t.barrier.sleep(); // expected-error {{no member function 'sleep' in a tile barrier}}
        v[t.global] = 1;
    });
}
