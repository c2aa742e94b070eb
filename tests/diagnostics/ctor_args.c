// Constructor arguments of AMP declarations follow the documented forms.
void f(int *data, float *fdata) {
    extent<2> e(8); // expected-error {{cannot construct extent<2> 'e' from these 1 argument; write (rows, cols)}}
    array_view<int, 2> v(4, data); // expected-error {{cannot construct array_view<int, 2> 'v' from these 2 arguments; write (rows, cols, data), (extent, data), (extent) or (an array)}}
    array_view<int, 1> w(4, fdata); // expected-error {{the data of array_view<int, 1> 'w' must point to 'int', not to 'float'}}
    array<float, 1> a(extent<2>(2, 2)); // expected-error {{cannot construct array<float, 1> 'a'}}
    array_view<int, 2> ok(extent<2>(2, 4), data);
}
