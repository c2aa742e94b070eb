// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_3_m/Copy_To/Test.04/test.cpp
// Copy from an Array View (Array) to another Array View (C-array)
#include "amptest.h"

DEFINE_VERIFY_DATA_ON_CPU(float, 1)

int main(void)
{
    int size = 23;
    float src_v[23];
    Fill_float(src_v, size);
    array<float> src_data(size, src_v);
    array_view<float, 1> src(src_data);

    float dest_v[23] = {0};
    array_view<float> dest(size, dest_v);
    src.copy_to(dest);

    return VerifyDataOnCpu_float_1(dest, src) ? runall_pass : runall_fail;
}
