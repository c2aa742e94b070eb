// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_2_c/Rank/Test.01/test.cpp
// Test that an array_view defaults to rank 1
#include "amptest.h"

int main(void)
{
    int v1[20];
    Fill_int(v1, 20);
    array_view<int> av(extent<1>(20), v1);
    // verify_extent(av, extent<1>(20)) && Verify(av.data(), v1.data(), v1.size())
    return av.extent == extent<1>(20) && Verify_int(av.data(), v1, 20) ? runall_pass : runall_fail;
}
