// Barriers exist only in tiled kernels.
void f(int *p) {
    array_view<int, 1> v(8, p);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        i.barrier.wait(); // expected-error {{'barrier' exists only on a tiled_index: barriers can only be used in tiled kernels}}
        v[i] = 1;
    });
}
