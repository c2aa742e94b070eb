// v[idx] needs an index of the view's rank.
void f(int *p) {
    array_view<int, 2> v(4, 4, p);
    parallel_for_each(extent<1>(4), [=](index<1> i) restrict(amp) {
        v[i] = 0; // expected-error {{'array_view<int, 2>' is indexed with 'index<1>'; the ranks must match}}
    });
}
