// v(i, j) takes one integer per dimension; v(i) alone is the projection v[i]
// (a view of rank N-1, as C++ AMP's operator()(int)), not an element.
void f(int *p) {
    array_view<int, 2> v(4, 4, p);
    v(1) = 2; // expected-error {{cannot assign to 'array_view<int, 1>' with a value of type 'int'}}
    v(1, 2, 3) = 2; // expected-error {{needs 2 subscripts in an element access, but 3 were given}}
}
