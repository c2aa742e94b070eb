/* A data member of an index or tiled_index called as if it were a member
 * function: fuzzing found `t.tile<2, 2>()` accepted, and the OpenCL C then
 * called an index value. */
void f(float *p) {
    array_view<float, 2> o(8, 8, p);
    parallel_for_each(o.extent.tile<4, 4>(), [=](tiled_index<4, 4> t) restrict(amp) {
        o[t.global] = t.tile<2, 2>().local[0]; // expected-error {{called object 'tile' is a data member of 'tiled_index<4, 4>', not a member function}}
        o[t.global] += t.local(); // expected-error {{called object 'local' is a data member of 'tiled_index<4, 4>', not a member function}}
    });
    parallel_for_each(o.extent, [=](index<2> i) restrict(amp) {
        o[i] = i.rank(); // expected-error {{called object 'rank' is a data member of 'index<2>', not a member function}}
    });
}
