// Ported from amp-conformance/Tests/7_para_for_each/ComputeDomainTiled/Negative/NegGrouped.02/test.cpp
// Test that executing parallel_for_each over tiled_extent where extent cannot be evenly divided by a tile extent throws an exception. Test for 2D.
// expect_exception is Utils.h's EXPECT_EXCEPTION; each tiled extent is a
// variable first (a macro argument cannot hold its commas); the expected
// message's "compute domain (N)" value is what the message must name.
#include <limits.h>
#include "Utils.h"

int main(void)
{
    int result = runall_pass;
    tiled_extent<19, 49> e1 = extent<2>(36, 49).tile<19, 49>();
    EXPECT_EXCEPTION(result, e1, "36", tiled_index<19, 49>);
    tiled_extent<9, 2> e2 = extent<2>(36, 49).tile<9, 2>();
    EXPECT_EXCEPTION(result, e2, "49", tiled_index<9, 2>);
    tiled_extent<7, 7> e3 = extent<2>(8, 8).tile<7, 7>();
    EXPECT_EXCEPTION(result, e3, "8", tiled_index<7, 7>);
    tiled_extent<1, 2> e4 = extent<2>(1, 1).tile<1, 2>();
    EXPECT_EXCEPTION(result, e4, "1", tiled_index<1, 2>);
    tiled_extent<1, 2> e5 = extent<2>(1, INT_MAX).tile<1, 2>();
    EXPECT_EXCEPTION(result, e5, "2147483647", tiled_index<1, 2>);
    return result;
}
