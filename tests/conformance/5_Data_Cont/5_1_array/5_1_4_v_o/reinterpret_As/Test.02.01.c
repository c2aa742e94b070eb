// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_4_v_o/reinterpret_As/Test.02.01/test.cpp
// Reinterpret an Array of float as const int (GPU)
// (std::vector is an array; Fill and Verify<T> are Fill_T and Verify_T of amptest.h;
// reinterpret_cast<T *>(p) is (T *)(p); get_extent() is .extent; v.begin() is v; a kernel block is restrict(amp))
#include "amptest.h"

int main(void)
{
    float v[10];
    Fill_float(v, 10);
    array<float, 1> arr_float(10, v);
    array_view<const float, 1> av_float(arr_float); // Created for verification

    // reinterpret on the GPU and copy back
    int results_v[10] = {0};
    array_view<int, 1> results(10, results_v);
    results.discard_data();
    parallel_for_each(arr_float.extent, [=, &arr_float](index<1> i) restrict(amp) {
        array_view<const int, 1> av_int = arr_float.reinterpret_as<int>();
        results[i] = av_int[i];
    });

    return Verify_int((const int *)(av_float.data()), results.data(), 10) ? runall_pass : runall_fail;
}
