// Ported from amp-conformance/Tests/4_Basic_Data_Elmnts/4_2_extent/4_2_3_m/tile/Negative/tile.02/test.cpp
// Negative tests for tile() member function on a 1D extent to tile 0
// The suite's tile.h helper (a template over the extent type and the tile
// sizes) is written out for this one instantiation; the extent is built from
// its coordinates rather than from an int array (the same values).
#include <stdbool.h>

static bool test_tile(void) restrict(amp, cpu)
{
    {
        extent<1> e1(1);
        extent<1> g1(e1);

        tiled_extent<0> t1 = g1.tile<0>(); // expected-error {{tile size 0 of tiled_extent must be greater than 0}} expected-error {{tile size 0 of .tile<...>() must be greater than 0}}
    }
    return false;
}

int main(void)
{
    return 1;
}
