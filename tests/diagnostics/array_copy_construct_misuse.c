/* array<T, N> b(a) (LANGUAGE.md section 4): a copy of an array of the same
 * element type and rank. */
void f(float *p)
{
    array<float, 2> a(2, 3, p);
    array<float, 2> ok(a);
    array<int, 2> b(a); // expected-error {{array array<int, 2> 'b' cannot be a copy of 'array<float, 2>': the element types differ}}
    array<float, 1> c(a); // expected-error {{cannot construct array<float, 1> 'c' from these 1 argument; write (size), (size, data), (size, first, last), (extent), (extent, data), (extent, first, last), (another array) or (an array_view)}}
}
