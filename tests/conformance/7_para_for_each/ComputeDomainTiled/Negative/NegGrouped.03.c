// Ported from amp-conformance/Tests/7_para_for_each/ComputeDomainTiled/Negative/NegGrouped.03/test.cpp
// Test that executing parallel_for_each over tiled_extent where extent cannot be evenly divided by a tile extent throws an exception. Test for 3D.
// expect_exception is Utils.h's EXPECT_EXCEPTION; each tiled extent is a
// variable first (a macro argument cannot hold its commas); the expected
// message's "compute domain (N)" value is what the message must name.
#include <limits.h>
#include "Utils.h"

int main(void)
{
    int result = runall_pass;
    tiled_extent<3, 3, 7> e1 = extent<3>(4, 9, 49).tile<3, 3, 7>();
    EXPECT_EXCEPTION(result, e1, "4", tiled_index<3, 3, 7>);
    tiled_extent<2, 2, 7> e2 = extent<3>(4, 9, 49).tile<2, 2, 7>();
    EXPECT_EXCEPTION(result, e2, "9", tiled_index<2, 2, 7>);
    tiled_extent<2, 3, 5> e3 = extent<3>(4, 9, 49).tile<2, 3, 5>();
    EXPECT_EXCEPTION(result, e3, "49", tiled_index<2, 3, 5>);
    tiled_extent<1, 1, 2> e4 = extent<3>(1, 1, 1).tile<1, 1, 2>();
    EXPECT_EXCEPTION(result, e4, "1", tiled_index<1, 1, 2>);
    tiled_extent<1, 1, 2> e5 = extent<3>(1, 1, INT_MAX).tile<1, 1, 2>();
    EXPECT_EXCEPTION(result, e5, "2147483647", tiled_index<1, 1, 2>);
    return result;
}
