// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_3_m/Copy_To/Test.01/test.cpp
// Copy from an Array View<const T> to an Array
// (VerifyDataOnCpu reads the destination array through a view of it)
#include "amptest.h"

DEFINE_VERIFY_DATA_ON_CPU(float, 1)

int main(void)
{
    int size = 23;
    float src_v[23];
    Fill_float(src_v, size);
    array<float, 1> src_arr(size, src_v);
    array_view<float, 1> src(src_arr);

    array<float> dest(size);
    src.copy_to(dest);

    array_view<float, 1> dest_view(dest);
    return VerifyDataOnCpu_float_1(dest_view, src) ? runall_pass : runall_fail;
}
