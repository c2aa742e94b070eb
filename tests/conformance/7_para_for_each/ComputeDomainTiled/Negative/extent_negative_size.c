// Ported from amp-conformance/Tests/7_para_for_each/ComputeDomainTiled/Negative/extent_negative_size/test.cpp
// Test that passing an extent with a negative size in one or more dimensions results in an expection being thrown. Test for extent rank 1, 2, 3, tile divisibly and non-divisibly.
// expect_exception is Utils.h's EXPECT_EXCEPTION; each tiled extent is a
// variable first (a macro argument cannot hold its commas); the expected
// message's "compute domain (N)" value is what the message must name.
#include <limits.h>
#include "Utils.h"

int main(void)
{
    int result = runall_pass;
    tiled_extent<1> e1 = extent<1>(-1).tile<1>();
    EXPECT_EXCEPTION(result, e1, "-1", tiled_index<1>);
    tiled_extent<2, 1> e2 = extent<2>(-2, 3).tile<2, 1>();
    EXPECT_EXCEPTION(result, e2, "-2", tiled_index<2, 1>);
    tiled_extent<2, 2> e3 = extent<2>(-2, -2).tile<2, 2>();
    EXPECT_EXCEPTION(result, e3, "-2", tiled_index<2, 2>);
    tiled_extent<32, 1> e4 = extent<2>(2, -1).tile<32, 1>();
    EXPECT_EXCEPTION(result, e4, "-1", tiled_index<32, 1>);
    tiled_extent<3, 3> e5 = extent<2>(INT_MIN, INT_MIN).tile<3, 3>();
    EXPECT_EXCEPTION(result, e5, "-2147483648", tiled_index<3, 3>);
    tiled_extent<2, 1, 5> e6 = extent<3>(8, -1, 8).tile<2, 1, 5>();
    EXPECT_EXCEPTION(result, e6, "-1", tiled_index<2, 1, 5>);
    tiled_extent<2, 1, 5> e7 = extent<3>(8, 3, -2).tile<2, 1, 5>();
    EXPECT_EXCEPTION(result, e7, "-2", tiled_index<2, 1, 5>);
    return result;
}
