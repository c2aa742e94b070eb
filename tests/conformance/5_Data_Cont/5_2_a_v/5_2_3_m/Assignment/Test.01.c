// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_3_m/Assignment/Test.01/test.cpp
// Test that an array_view can be assigned from an array_view in a cpu restricted function
#include "amptest.h"

int main(void)
{
    // create two AVs with different data
    int v1[20];
    Fill_int(v1, 20);
    array_view<int, 3> av1(5, 2, 2, v1);

    int v2[30];
    Fill_int(v2, 30);
    array_view<int, 3> av2(3, 2, 5, v2);

    // av2 should now have the same extent and data as av1
    av2 = av1;

    // verify_extent(av2, av1.get_extent()) && VerifyDataOnCpu(av2, av1)
    if (av2.extent != av1.extent)
        return runall_fail;
    for (int i = 0; i < 5; i++)
        for (int j = 0; j < 2; j++)
            for (int k = 0; k < 2; k++)
                if (av2(i, j, k) != av1(i, j, k))
                    return runall_fail;
    return runall_pass;
}
