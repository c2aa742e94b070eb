// The domain is an extent or a tiled extent.
void f(int *p, int n) {
    array_view<int, 1> v(8, p);
    parallel_for_each(n, [=](index<1> i) restrict(amp) { v[i] = 1; }); // expected-error {{the domain of parallel_for_each must be an extent<N> or a tiled extent}}
}
