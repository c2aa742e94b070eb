// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_5_v_o/Reinterpret_As/Test.04.01/test.cpp
// Reinterpret an AV of 3 floats as float (GPU)
// (std::vector is an array; Fill and Verify<T> are Fill_T and Verify_T of amptest.h;
// reinterpret_cast<T *>(p) is (T *)(p); get_extent() is .extent;
// the local class Foo is a struct at file scope)
#include "amptest.h"

typedef struct {
    float r;
    float b;
    float g;
} Foo;

int main(void)
{
    float v[10 * 3];
    Fill_float(v, 10 * 3);
    array_view<Foo, 1> av_rbg(10, (Foo *)(v));
    int expected_size = av_rbg.reinterpret_as<float>().extent.size();

    // reinterpret on the GPU and copy back
    float results_v[30] = {0};   /* expected_size: 10 Foos are 30 floats */
    array_view<float, 1> results(expected_size, results_v);
    parallel_for_each(av_rbg.reinterpret_as<float>().extent, [=](index<1> i) restrict(amp) {
        array_view<const float, 1> av_float = av_rbg.reinterpret_as<float>();
        results[i] = av_float[i];
    });

    return Verify_float((float *)(av_rbg.data()), results.data(), expected_size) ? runall_pass : runall_fail;
}
