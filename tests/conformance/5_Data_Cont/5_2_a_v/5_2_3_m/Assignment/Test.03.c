// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_3_m/Assignment/Test.03/test.cpp
// Test that an array_view can be self-assigned a section of itself in a cpu restricted function
#include "amptest.h"

int main(void)
{
    // create two AVs with different data
    float v1[20];
    Fill_float(v1, 20);
    array_view<float, 3> av1(5, 2, 2, v1);
    array_view<float, 3> section = av1.section(index<3>(1, 1, 1), extent<3>(3, 1, 1));

    // self-assign a section
    av1 = av1.section(index<3>(1, 1, 1), extent<3>(3, 1, 1));

    // verify_extent(av1, section.get_extent()) && VerifyDataOnCpu(av1, section)
    if (av1.extent != section.extent)
        return runall_fail;
    for (int i = 0; i < 3; i++)
        if (av1(i, 0, 0) != section(i, 0, 0) || av1(i, 0, 0) != v1[((1 + i) * 2 + 1) * 2 + 1])
            return runall_fail;
    return runall_pass;
}
