// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_4_i/Single.02.01/test.cpp
// Use a single integer to retrieve projections of an Array View (higher than rank 1) (GPU)
// (the kernel's unnamed index<1> parameter is named unused)
#define SECTION_T int
#define SECTION_RANK 3
#include "section_test.h"

int main(void)
{
    int data[2 * 3 * 4] = {0};
    array_view<int, 3> view(extent<3>(2, 3, 4), data);
    ArrayViewTest original = av_test_make(data, view);

    original.view[index<3>(0, 1, 2)] = 13;
    original.view[index<3>(1, 2, 2)] = 17;
    av_test_set_known_value(&original, index<3>(0, 1, 2), 13);
    av_test_set_known_value(&original, index<3>(1, 2, 2), 17);

    // create projections and set data on the GPU
    array_view<int, 3> original_av = original.view;
    parallel_for_each(extent<1>(1), [original_av](index<1> unused) restrict(cpu, amp) {
        array_view<int, 2> gpu_proj0 = original_av[0];
        array_view<int, 2> gpu_proj1 = original_av[1];
        gpu_proj0[index<2>(1, 1)] = 11;
        gpu_proj1[index<2>(1, 1)] = 12;
    });

    // create tracking structures for the projections
    ProjectionTest proj0 = av_test_projection(&original, original.view[0], 0);
    ProjectionTest proj1 = av_test_projection(&original, original.view[1], 1);
    projection_set_known_value(&proj0, index<2>(1, 1), 11);
    projection_set_known_value(&proj1, index<2>(1, 1), 12);

    // verify each data point through the array_view interface
    return
        original.view(0, 1, 1) == 11 &&
        original.view(1, 1, 1) == 12 &&
        proj0.view(1, 2) == 13 &&
        proj1.view(2, 2) == 17
        ? av_test_pass(&original) : runall_fail;
}
