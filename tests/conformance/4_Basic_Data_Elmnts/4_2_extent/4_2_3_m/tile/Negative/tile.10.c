// Ported from amp-conformance/Tests/4_Basic_Data_Elmnts/4_2_extent/4_2_3_m/tile/Negative/tile.10/test.cpp
// Negative tests for tile() member function on incompatible extent (different rank) for 3d tiled_extent
// (tile.h's test_tile_3d_negative_incorrect_template_param<_type, 2, 2, 2>,
// a template, written out for extent<4>, extent<1> and extent<2>)
#include "amptest.h"

static bool test_tile_4(void) restrict(cpu, amp)
{
    {
        int data1[] = {1, 1, 1, 1};
        extent<4> e1(data1);
        extent<4> g1(e1);

        tiled_extent<2, 2, 2> t1 = g1.tile<2, 2, 2>(); // expected-error {{but 3 were given}}
    }

    return false;
}

static bool test_tile_1(void) restrict(cpu, amp)
{
    {
        int data1[] = {1, 1, 1, 1};
        extent<1> e1(data1);
        extent<1> g1(e1);

        tiled_extent<2, 2, 2> t1 = g1.tile<2, 2, 2>(); // expected-error {{but 3 were given}}
    }

    return false;
}

static bool test_tile_2(void) restrict(cpu, amp)
{
    {
        int data1[] = {1, 1, 1, 1};
        extent<2> e1(data1);
        extent<2> g1(e1);

        tiled_extent<2, 2, 2> t1 = g1.tile<2, 2, 2>(); // expected-error {{but 3 were given}}
    }

    return false;
}

int main(void)
{
    bool result = test_tile_4() && test_tile_1() && test_tile_2();
    return runall_fail;
}
