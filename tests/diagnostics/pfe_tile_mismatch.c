// tiled_index must have the domain's tile sizes.
void f(int *p) {
    array_view<int, 2> v(8, 8, p);
    parallel_for_each(v.extent.tile<2, 2>(), [=](tiled_index<4, 4> t) restrict(amp) { // expected-error {{the tile sizes must match: use tiled_index<2, 2>}} expected-note {{domain of this parallel_for_each}}
        v[t.global] = 1;
    });
}
