// A const int is a constant only when its initializer is.
void f(int *p, int n) {
    const int size = n;
    array_view<int, 1> v(64, p);
    parallel_for_each(v.extent.tile<size>(), [=](tiled_index<4> t) restrict(amp) { // expected-error {{must be an integer constant expression}}
        v[t.global] = 0;
    });
}
