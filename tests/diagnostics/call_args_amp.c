// Arguments of AMP types must match the parameter exactly (no conversions exist).
float avg(array_view<float, 2> v, tiled_index<2, 2> t) restrict(amp); // expected-note {{parameter declared here}}
int first(index<2> i) restrict(amp); // expected-note {{parameter declared here}}
int two(int a, int b) restrict(amp); // expected-note {{declared here}}
void f(float *p) {
    array_view<float, 2> v(8, 8, p);
    parallel_for_each(v.extent.tile<4, 4>(), [=](tiled_index<4, 4> t) restrict(amp) {
        v[t.global] = avg(v, t); // expected-error {{argument 2 of 'avg' has type 'tiled_index<4, 4>', but the parameter has type 'tiled_index<2, 2>'}}
        v[t.global] += first(t.local[0]); // expected-error {{argument 1 of 'first' has type 'int', but the parameter has type 'index<2>'}}
        v[t.global] += two(1); // expected-error {{too few arguments to function 'two'}}
    });
}
