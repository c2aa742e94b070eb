void f(float *out) {
    array<float, 1> a(4);
    parallel_for_each(a.extent, [&a](index<1> i) restrict(amp) {
        a.copy_to(a); // expected-error {{'copy_to()' can only be called from cpu code}}
    });
}
