void f(int *p) {
    array_view<int, 1> v(8, p);
    parallel_for_each(v.extent.tile<4>(), [=](index<1> i) restrict(amp) { // expected-error {{a tiled domain needs a tiled_index<4> parameter}} expected-note {{domain of this parallel_for_each}}
        v[i] = 1;
    });
}
