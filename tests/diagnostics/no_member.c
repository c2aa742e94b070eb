void f(int *p) {
    array_view<int, 1> v(4, p);
    int n = v.length; // expected-error {{no member named 'length' in 'array_view<int, 1>'}}
}
