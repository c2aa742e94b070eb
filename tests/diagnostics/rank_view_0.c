void f(int *p) {
    array_view<int, 0> v(p); // expected-error {{rank 0 of array_view is not supported}}
}
