void f(int **p) {
    array_view<int *, 1> v(4, p); // expected-error {{array_view element type 'int *' is not supported}}
}
