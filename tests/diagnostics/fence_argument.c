void f(int *p) {
    array_view<int, 1> v(8, p);
    parallel_for_each(v.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
        all_memory_fence(t); // expected-error {{all_memory_fence takes the tile barrier of a tiled_index}}
        v[t.global] = 1;
    });
}
