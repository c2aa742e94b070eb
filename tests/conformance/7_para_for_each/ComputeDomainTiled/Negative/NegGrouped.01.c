// Ported from amp-conformance/Tests/7_para_for_each/ComputeDomainTiled/Negative/NegGrouped.01/test.cpp
// Test that executing parallel_for_each over tiled_extent where extent cannot be evenly divided by a tile extent throws an exception. Test for 1D.
// expect_exception is Utils.h's EXPECT_EXCEPTION; each tiled extent is a
// variable first (a macro argument cannot hold its commas); the expected
// message's "compute domain (N)" value is what the message must name.
#include <limits.h>
#include "Utils.h"

int main(void)
{
    int result = runall_pass;
    tiled_extent<19> e1 = extent<1>(1764).tile<19>();
    EXPECT_EXCEPTION(result, e1, "1764", tiled_index<19>);
    tiled_extent<1023> e2 = extent<1>(1024).tile<1023>();
    EXPECT_EXCEPTION(result, e2, "1024", tiled_index<1023>);
    tiled_extent<1024> e3 = extent<1>(1023).tile<1024>();
    EXPECT_EXCEPTION(result, e3, "1023", tiled_index<1024>);
    tiled_extent<2> e4 = extent<1>(INT_MAX).tile<2>();
    EXPECT_EXCEPTION(result, e4, "2147483647", tiled_index<2>);
    return result;
}
