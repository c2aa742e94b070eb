// .tile<...>() needs one tile size per dimension.
void f(int *p) {
    array_view<int, 2> v(8, 8, p);
    parallel_for_each(v.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) { // expected-error {{.tile<...>() of 'extent<2>' needs 2 tile sizes}}
        v(0, 0) = 1;
    });
}
