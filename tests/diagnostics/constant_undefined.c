// A tile size or rank whose value C leaves undefined is reported at the
// operation that makes it so, not as "not a constant expression".
#define ZERO 0
enum { WIDTH = 64 };
const int TOO_WIDE = 1 << WIDTH; // expected-error {{the rank is not a constant: the shift count is negative or not less than the width}}
void f(int *d) {
    array_view<int, 1> v(4, d);
    parallel_for_each(v.extent.tile<4 / ZERO>(), // expected-error {{the tile size is not a constant: division by zero}}
        [=](tiled_index<4> t) restrict(amp) { v[t.global] = 1; });
    extent<WIDTH / (WIDTH - 64)> e; // expected-error {{the rank is not a constant: division by zero}}
    index<TOO_WIDE> i;
    tiled_extent<4, 8 % (2 - 2)> te; // expected-error {{the tile size is not a constant: division by zero}}
}
