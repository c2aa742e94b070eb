// A kernel block must be restrict(amp).
void f(int *p) {
    array_view<int, 1> v(4, p);
    parallel_for_each(v.extent, [=](index<1> i) { v[i] = 1; }); // expected-error {{a kernel block must be declared restrict(amp)}}
    parallel_for_each(v.extent, [=](index<1> i) restrict(cpu) { v[i] = 2; }); // expected-error {{a kernel block must be declared restrict(amp)}}
}
