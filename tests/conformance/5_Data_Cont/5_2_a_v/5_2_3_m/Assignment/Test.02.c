// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_3_m/Assignment/Test.02/test.cpp
// Test that an array_view can be self-assigned in a cpu restricted function
#include "amptest.h"

int main(void)
{
    // create two AVs with different data
    int v1[20];
    Fill_int(v1, 20);
    array_view<int, 3> av1(5, 2, 2, v1);

    // self-assign
    av1 = av1;

    // verify_extent(av1, av1.get_extent()) && VerifyDataOnCpu(av1, av1)
    if (av1.extent != extent<3>(5, 2, 2))
        return runall_fail;
    for (int i = 0; i < 5; i++)
        for (int j = 0; j < 2; j++)
            for (int k = 0; k < 2; k++)
                if (av1(i, j, k) != v1[(i * 2 + j) * 2 + k])
                    return runall_fail;
    return runall_pass;
}
