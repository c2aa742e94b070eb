// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_4_v_o/reinterpret_As/Test.03/test.cpp
// Reinterpret an Array of float as double
// (std::vector is an array; Fill and Verify<T> are Fill_T and Verify_T of amptest.h;
// reinterpret_cast<T *>(p) is (T *)(p); get_extent() is .extent; v.begin() is v; Log() is stderr)
#include "amptest.h"

int main(void)
{
    float v[10];
    Fill_float(v, 10);
    array<float, 1> arr_float(10, v);
    array_view<float, 1> av_float(arr_float);  // Created for verification
    array_view<double, 1> av_double = arr_float.reinterpret_as<double>();

    int expected_size = arr_float.extent.size() * sizeof(float) / sizeof(double);
    fprintf(stderr, "Expected size: %d actual: %d\n", expected_size, av_double.extent[0]);
    if (av_double.extent[0] != expected_size)
    {
        return runall_fail;
    }

    return Verify_double((double *)(av_float.data()), av_double.data(), expected_size) ? runall_pass : runall_fail;
}
