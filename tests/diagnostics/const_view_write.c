// Elements of array_view<const T, N> are read-only, in cpu and in amp code.
void f(int *p) {
    array_view<const int, 2> cv(2, 2, p);
    cv(0, 1) = 3; // expected-error {{cannot write through 'array_view<const int, 2>': its elements are read-only}}
    cv[1][0] += 1; // expected-error {{cannot write through 'array_view<const int, 1>'}}
    parallel_for_each(cv.extent, [=](index<2> i) restrict(amp) {
        cv[i]++; // expected-error {{cannot write through 'array_view<const int, 2>'}}
        int copy = cv[i];
        copy++;
    });
}
