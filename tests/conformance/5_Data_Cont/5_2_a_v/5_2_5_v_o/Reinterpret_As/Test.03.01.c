// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_5_v_o/Reinterpret_As/Test.03.01/test.cpp
// Reinterpret an AV of float as double (GPU)
// (std::vector is an array; Fill and Verify<T> are Fill_T and Verify_T of amptest.h;
// reinterpret_cast<T *>(p) is (T *)(p); get_extent() is .extent)
#include "amptest.h"

int main(void)
{
    float v[10];
    Fill_float(v, 10);
    array_view<float, 1> av_float(10, v);
    int expected_size = av_float.reinterpret_as<double>().extent.size();

    // reinterpret on the GPU and copy back
    double results_v[5] = {0};   /* expected_size: 10 floats are 5 doubles */
    array_view<double, 1> results(expected_size, results_v);
    parallel_for_each(av_float.reinterpret_as<double>().extent, [=](index<1> i) restrict(amp) {
        array_view<const double, 1> av_double = av_float.reinterpret_as<double>();
        results[i] = av_double[i];
    });

    return Verify_double((double *)(av_float.data()), results.data(), expected_size) ? runall_pass : runall_fail;
}
