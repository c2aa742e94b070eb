// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_4_i/Single.02/test.cpp
// Use a single integer to retrieve projections of an Array View (higher than rank 1)
#define SECTION_T int
#define SECTION_RANK 3
#include "section_test.h"

int main(void)
{
    int data[2 * 3 * 4] = {0};
    array_view<int, 3> view(extent<3>(2, 3, 4), data);
    ArrayViewTest original = av_test_make(data, view);

    // create projections
    ProjectionTest proj0 = av_test_projection(&original, original.view[0], 0);
    ProjectionTest proj1 = av_test_projection(&original, original.view[1], 1);

    // set some data in the original
    original.view[index<3>(0, 1, 2)] = 13;
    original.view[index<3>(1, 2, 2)] = 17;
    av_test_set_known_value(&original, index<3>(0, 1, 2), 13);
    av_test_set_known_value(&original, index<3>(1, 2, 2), 17);

    // set some data in the projections
    proj0.view[index<2>(1, 1)] = 11;
    projection_set_known_value(&proj0, index<2>(1, 1), 11);
    proj1.view[index<2>(1, 1)] = 12;
    projection_set_known_value(&proj1, index<2>(1, 1), 12);

    // verify each data point through the array_view interface
    return
        original.view(0, 1, 1) == 11 &&
        original.view(1, 1, 1) == 12 &&
        proj0.view(1, 2) == 13 &&
        proj1.view(2, 2) == 17
        ? av_test_pass(&original) : runall_fail;
}
