void f(int *p) {
    array_view<int, 1> v(8, p);
    array_view<int, 1> s = v.section(index<1>(2)); // expected-error {{'section()' takes 2 arguments, but 1 was given}}
}
