// Tile sizes are integer constant expressions.
void f(int *p, int n) {
    array_view<int, 1> v(64, p);
    parallel_for_each(v.extent.tile<n>(), [=](tiled_index<4> t) restrict(amp) { // expected-error {{tile size of .tile<...>() must be an integer constant expression}}
        v[t.global] = 0;
    });
}
