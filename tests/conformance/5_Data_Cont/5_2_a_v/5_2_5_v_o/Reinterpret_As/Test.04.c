// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_5_v_o/Reinterpret_As/Test.04/test.cpp
// Reinterpret an AV of 3 floats as float (CPU)
// (std::vector is an array; Fill and Verify<T> are Fill_T and Verify_T of amptest.h;
// reinterpret_cast<T *>(p) is (T *)(p); get_extent() is .extent;
// class Foo is a struct; Log() is stderr)
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
    array_view<float, 1> av_float = av_rbg.reinterpret_as<float>();

    int expected_size = av_rbg.extent.size() * sizeof(Foo) / sizeof(float);
    fprintf(stderr, "Expected size: %d actual: %d\n", expected_size, av_float.extent[0]);
    if (av_float.extent[0] != expected_size)
    {
        return runall_fail;
    }

    return Verify_float((float *)(av_rbg.data()), av_float.data(), expected_size) ? runall_pass : runall_fail;
}
