/* In amp code view_as reaches every rank and reinterpret_as takes arrays of
 * every rank (tests/e2e/ranks_high_amp_reshape.c), but a view of rank above 1
 * is reshaped or reinterpreted only through the array it views, as in C++
 * AMP, and an extent of another rank does not index the result. */
void f(array_view<int, 1> v, array<int, 4> *a, array_view<int, 4> w4) restrict(amp)
{
    int e4[4] = {1, 1, 1, 2};
    array_view<int, 4> w = v.view_as(extent<4>(e4));
    array_view<float, 1> r = a->reinterpret_as<float>();
    array_view<int, 2> x = w4.view_as(extent<2>(1, 2)); // expected-error {{view_as is only permissible on array views of rank 1, not on 'array_view<int, 4>'}}
    array_view<float, 1> y = w4.reinterpret_as<float>(); // expected-error {{reinterpret_as is only permissible on array views of rank 1, not on 'array_view<int, 4>'}}
    array_view<int, 3> z = a->view_as(extent<4>(e4)); // expected-error {{cannot initialize a variable of type 'array_view<int, 3>' with a value of type 'array_view<int, 4>'}}
}
