// Tiled types stay at ranks 1 to 3, even where extent has rank 4.
void f(int *p) {
    int c[4] = {4, 4, 4, 4};
    extent<4> e(c);
    tiled_extent<2, 2, 2, 2> t = e.tile<2, 2, 2, 2>(); // expected-error {{tiled_extent takes 1 to 3 tile sizes, not 4}}
}
