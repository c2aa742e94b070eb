// v(i, j) takes one integer per dimension.
void f(int *p) {
    array_view<int, 2> v(4, 4, p);
    v(1) = 2; // expected-error {{needs 2 subscripts in an element access, but 1 was given}}
}
