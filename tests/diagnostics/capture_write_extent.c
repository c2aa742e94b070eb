void f(int *p) {
    extent<1> e(8);
    array_view<int, 1> v(e, p);
    parallel_for_each(e, [=](index<1> i) restrict(amp) {
        e[0] = 4; // expected-error {{cannot modify 'e'}}
        v[i] = 1;
    });
}
