// array<T, N> a(ext, first, last) and a(sizes, first, last): two pointers to
// T bounding the data; array<T, N> b(v) copies a view of the same rank and
// element type. An array_view has no range form.
void f(float *p, float *q, int *ip, double *dp) {
    extent<2> e(2, 3);
    array<float, 2> a(e, p, ip); // expected-error {{first and last of array 'a' point to different types ('float *' and 'int *')}}
    array<float, 2> b(e, dp, dp + 6); // expected-error {{the data of array<float, 2> 'b' must point to 'float', not to 'double'}}
    array<float, 1> c(6, p, q);
    array_view<float, 2> v(e, p);
    array<int, 2> d(v); // expected-error {{array array<int, 2> 'd' cannot be a copy of 'array_view<float, 2>': the element types differ}}
    array<float, 1> g(v); // expected-error {{cannot construct array<float, 1> 'g' from these 1 argument; write (size), (size, data), (size, first, last)}}
    array_view<float, 2> w(e, p, q); // expected-error {{cannot construct array_view<float, 2> 'w' from these 3 arguments}}
    array<float, 2> h(2, 3, p, q, p); // expected-error {{cannot construct array<float, 2> 'h' from these 5 arguments}}
}
