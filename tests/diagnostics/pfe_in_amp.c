// Kernels are launched from cpu code only.
void f(array_view<int, 1> v) restrict(amp) {
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = 1; }); // expected-error {{parallel_for_each cannot be called from amp code}}
}
