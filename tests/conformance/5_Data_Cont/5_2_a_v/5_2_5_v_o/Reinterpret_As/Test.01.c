// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_5_v_o/Reinterpret_As/Test.01/test.cpp
// Reinterpret an AV of unsigned int as int (CPU)
// (std::vector is an array; Fill and Verify<T> are Fill_T and Verify_T of amptest.h;
// reinterpret_cast<T *>(p) is (T *)(p); get_extent() is .extent)
#include "amptest.h"

int main(void)
{
    unsigned int v[10];
    Fill_unsigned(v, 10);
    array_view<unsigned int, 1> av_uint(10, v);
    array_view<int, 1> av_int = av_uint.reinterpret_as<int>();

    return Verify_int((int *)(av_uint.data()), av_int.data(), 10) ? runall_pass : runall_fail;
}
