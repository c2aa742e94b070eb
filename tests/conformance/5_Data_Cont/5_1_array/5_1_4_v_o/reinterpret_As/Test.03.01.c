// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_4_v_o/reinterpret_As/Test.03.01/test.cpp
// Reinterpret an Array of float as double (GPU)
// (std::vector is an array; Fill and Verify<T> are Fill_T and Verify_T of amptest.h;
// reinterpret_cast<T *>(p) is (T *)(p); get_extent() is .extent; v.begin() is v; a kernel block is restrict(amp))
#include "amptest.h"

int main(void)
{
    float v[10];
    Fill_float(v, 10);
    array<float, 1> arr_float(10, v);
    array_view<float, 1> av_float(arr_float);  // Created for verification
    int expected_size = arr_float.extent.size() * sizeof(float) / sizeof(double);

    // reinterpret on the GPU and copy back
    double results_v[5] = {0};   /* expected_size: 10 floats are 5 doubles */
    array_view<double, 1> results(expected_size, results_v);
    results.discard_data();
    parallel_for_each(extent<1>(expected_size), [=, &arr_float](index<1> i) restrict(amp) {
        array_view<const double, 1> av_double = arr_float.reinterpret_as<double>();
        results[i] = av_double[i];
    });

    return Verify_double((double *)(av_float.data()), results.data(), expected_size) ? runall_pass : runall_fail;
}
