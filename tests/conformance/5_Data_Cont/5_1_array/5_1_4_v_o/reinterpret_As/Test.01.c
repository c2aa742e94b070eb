// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_4_v_o/reinterpret_As/Test.01/test.cpp
// Reinterpret an array of unsigned int as int
// (std::vector is an array; Fill and Verify<T> are Fill_T and Verify_T of amptest.h;
// reinterpret_cast<T *>(p) is (T *)(p); get_extent() is .extent; v.begin() is v)
#include "amptest.h"

int main(void)
{
    unsigned int v[10];
    Fill_unsigned(v, 10);
    array<unsigned int, 1> arr_uint(10, v);
    array_view<unsigned int, 1> av_unit(arr_uint); // Created for verification.
    array_view<int, 1> av_int = arr_uint.reinterpret_as<int>();

    return Verify_int((int *)(av_unit.data()), av_int.data(), 10) ? runall_pass : runall_fail;
}
