// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_3_m/Assignment/Test.04/test.cpp
// Tests assigning a compatible element-type modifier (readonly gets read/write)
#include "amptest.h"

int main(void)
{
    int v_rw[20];
    Fill_int(v_rw, 20);
    array_view<int, 1> av_rw(20, v_rw);

    int v_ro[30];
    Fill_int(v_ro, 30);
    array_view<const int, 1> av_ro(30, v_ro);

    av_ro = av_rw;

    return av_ro.extent == av_rw.extent && Verify_int(av_ro.data(), v_rw, av_rw.extent.size()) ? runall_pass : runall_fail;
}
