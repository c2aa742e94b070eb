/* C++ AMP's tiled_extent constructors (src/ampops.def TEXTENT_CTOR_*): from
 * nothing (zeros), from an extent of its rank, from a tiled_extent of the
 * same tile sizes; as a declaration and as a value. Other arguments are errors. */
void f(void)
{
    extent<2> e(4, 4);
    extent<1> e1(4);
    tiled_extent<2, 2> ok1(e), ok2 = tiled_extent<2, 2>(e), ok3(ok1), ok4 = tiled_extent<2, 2>();
    tiled_extent<2, 2> bad1(e1); // expected-error {{cannot construct tiled_extent<2, 2> 'bad1' from these 1 argument; write (), (an extent<2>) or (a tiled_extent<2, 2>)}}
    tiled_extent<2, 2> bad2(e.tile<4, 4>()); // expected-error {{cannot construct tiled_extent<2, 2> 'bad2' from these 1 argument}}
    tiled_extent<2, 2> bad3(4, 4); // expected-error {{cannot construct tiled_extent<2, 2> 'bad3' from these 2 arguments}}
    int n = tiled_extent<2, 2>(e1).size(); // expected-error {{'tiled_extent<2, 2>' is made from an extent<2> or from a tiled_extent of the same tile sizes, or from nothing (zeros)}}
    n += tiled_extent<4>(e.tile<2, 2>())[0]; // expected-error {{'tiled_extent<4>' is made from an extent<1> or from a tiled_extent of the same tile sizes}}
    (void)ok2; (void)ok3; (void)ok4; (void)n;
}
