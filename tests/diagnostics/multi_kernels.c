// Several kernels in one file, each with its own mistake.
void f(int *p) {
    int k = 1; // expected-note {{'k' declared here}}
    array_view<int, 1> v(8, p);
    parallel_for_each(v.extent, [v](index<1> i) restrict(amp) { v[i] = k; }); // expected-error {{variable 'k' is used in the kernel but not captured}}
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = (char)k; }); // expected-error {{type 'char' is not allowed in amp code ('cast')}}
    parallel_for_each(v.extent.tile<3>(), [=](tiled_index<4> t) restrict(amp) { v[t.global] = k; }); // expected-error {{the tile sizes must match}} expected-note {{domain of this parallel_for_each}}
}
