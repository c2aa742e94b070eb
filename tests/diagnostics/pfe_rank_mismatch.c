// index<N> must match extent<N>.
void f(int *p) {
    array_view<int, 2> v(4, 4, p);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { // expected-error {{kernel parameter 'i' has type 'index<1>' but the domain is 'extent<2>'; the ranks must match}} expected-note {{domain of this parallel_for_each}}
        v(0, i[0]) = 1;
    });
}
