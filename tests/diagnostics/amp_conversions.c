// AMP values convert to nothing and nothing converts to them.
void f(float *p) {
    extent<2> e(4, 4);
    index<2> i = e; // expected-error {{cannot initialize a variable of type 'index<2>' with a value of type 'extent<2>'}}
    tiled_extent<2, 2> t = e.tile<4, 4>(); // expected-error {{'tiled_extent<2, 2>' with a value of type 'tiled_extent<4, 4>'}}
    array_view<float, 2> v(e, p);
    array_view<const float, 2> cv = v;
    array_view<float, 2> w = cv; // expected-error {{'array_view<float, 2>' with a value of type 'array_view<const float, 2>'}}
    int n = e; // expected-error {{cannot initialize a variable of type 'int' with a value of type 'extent<2>'}}
    index<1> k(1);
    k = index<1>(2);
    k = i; // expected-error {{cannot assign to 'index<1>' with a value of type 'index<2>'}}
}
