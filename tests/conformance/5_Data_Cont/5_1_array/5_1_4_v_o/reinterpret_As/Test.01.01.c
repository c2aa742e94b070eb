// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_4_v_o/reinterpret_As/Test.01.01/test.cpp
// Reinterpret an Array of unsigned int as int (GPU)
// (std::vector is an array; Fill and Verify<T> are Fill_T and Verify_T of amptest.h;
// reinterpret_cast<T *>(p) is (T *)(p); get_extent() is .extent; v.begin() is v; a kernel block is restrict(amp))
#include "amptest.h"

int main(void)
{
    unsigned int v[10];
    Fill_unsigned(v, 10);
    array<unsigned int, 1> arr_uint(10, v);
    array_view<unsigned int, 1> av_uint(arr_uint);// Created for verification.

    // reinterpret on the GPU and copy back
    int results_v[10] = {0};
    array_view<int, 1> results(10, results_v);
    results.discard_data();
    parallel_for_each(arr_uint.extent, [=, &arr_uint](index<1> i) restrict(amp) {
        array_view<int, 1> av_int = arr_uint.reinterpret_as<int>();
        results[i] = av_int[i];
    });

    return Verify_int((int *)(av_uint.data()), results.data(), 10) ? runall_pass : runall_fail;
}
