// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_5_v_o/Reinterpret_As/Test.02/test.cpp
// Reinterpret an AV of const float as const int (CPU)
// (std::vector is an array; Fill and Verify<T> are Fill_T and Verify_T of amptest.h;
// reinterpret_cast<T *>(p) is (T *)(p); get_extent() is .extent)
#include "amptest.h"

int main(void)
{
    float v[10];
    Fill_float(v, 10);
    array_view<const float, 1> av_float(10, v);
    array_view<const int, 1> av_int = av_float.reinterpret_as<const int>();

    return Verify_int((const int *)(av_float.data()), av_int.data(), 10) ? runall_pass : runall_fail;
}
