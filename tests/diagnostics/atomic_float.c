// Atomics work on int and unsigned int (atomic_exchange also on float).
void f(float *p) {
    array_view<float, 1> v(8, p);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        atomic_fetch_add(&v[0], 1.0f); // expected-error {{atomic_fetch_add needs a pointer to int or unsigned int, not 'float *'}}
    });
}
