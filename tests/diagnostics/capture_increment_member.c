struct pair { int a, b; };
void f(int *p) {
    struct pair s = { 1, 2 };
    array_view<int, 1> v(8, p);
    parallel_for_each(v.extent, [v, s](index<1> i) restrict(amp) {
        s.a++; // expected-error {{cannot modify 's'}}
        v[i] = s.a;
    });
}
