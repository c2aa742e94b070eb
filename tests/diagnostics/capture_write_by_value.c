// By-value captures are read-only in the body.
void f(int *p) {
    int n = 0;
    array_view<int, 1> v(8, p);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        n = v[i]; // expected-error {{cannot modify 'n': variables captured by value are read-only}}
    });
}
