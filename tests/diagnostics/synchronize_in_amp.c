// synchronize() is a cpu-side operation.
void f(int *p) {
    array_view<int, 1> v(4, p);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        v.synchronize(); // expected-error {{'synchronize()' can only be called from cpu code}}
    });
}
