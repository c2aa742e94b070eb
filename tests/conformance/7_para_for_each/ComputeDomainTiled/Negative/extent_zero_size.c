// Ported from amp-conformance/Tests/7_para_for_each/ComputeDomainTiled/Negative/extent_zero_size/test.cpp
// Test that passing an extent with a zero size in one or more dimensions results in an exception being thrown. Test for extent rank 1, 2, 3, tile divisibly and non-divisibly.
// expect_exception is Utils.h's EXPECT_EXCEPTION; each tiled extent is a
// variable first (a macro argument cannot hold its commas); the expected
// message's "compute domain (N)" value is what the message must name.
#include <limits.h>
#include "Utils.h"

int main(void)
{
    int result = runall_pass;
    tiled_extent<16> e1 = extent<1>(0).tile<16>();
    EXPECT_EXCEPTION(result, e1, "0", tiled_index<16>);
    tiled_extent<3, 7> e2 = extent<2>(0, 0).tile<3, 7>();
    EXPECT_EXCEPTION(result, e2, "0", tiled_index<3, 7>);
    tiled_extent<2, 5> e3 = extent<2>(0, 5).tile<2, 5>();
    EXPECT_EXCEPTION(result, e3, "0", tiled_index<2, 5>);
    tiled_extent<7, 1> e4 = extent<2>(16, 0).tile<7, 1>();
    EXPECT_EXCEPTION(result, e4, "0", tiled_index<7, 1>);
    tiled_extent<4, 3, 3> e5 = extent<3>(8, 0, 8).tile<4, 3, 3>();
    EXPECT_EXCEPTION(result, e5, "0", tiled_index<4, 3, 3>);
    return result;
}
