// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_4_i/Convenience.03/test.cpp
// Use the Rank 1-index [] () operators "call" form on a rank 1 array view.
#include <stdio.h>
#include "amptest.h"

int main(void)
{
    int data[2] = {0};
    array_view<int, 1> t(2, data);

    // test index operators [] and ()
    t[0]= 14;
    t(1)= 14;
    bool status = (t[0] == t(0) && t(1) == t(0) && t(0) == 14);
    printf(" Test 1: %s\n", status? "Passed": "Failed");

    int result[1];
    result[0] = 0;
    array<int, 1> gpustatus(1, result);
    parallel_for_each(t.extent, [&, t](index<1> idx) restrict(cpu, amp)
    {
        t[idx]= 15;
        t[0]= 15;
        t(1)= 15;
        gpustatus[0] = (t[0] == t(0) && t(1) == t(0) && t(0) == 15);
    });
    gpustatus.copy_to(result);
    printf(" Test 2: %s\n", 1==result[0] ? "Passed" : "Failed");

    status = 1==result[0] ? status : false;
    return status ? runall_pass : runall_fail;
}
