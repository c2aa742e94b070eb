// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_4_i/Single.04/test.cpp
// Use a single integer to retrieve a projection from a const Array View
#define SECTION_T int
#define SECTION_VIEW_T const int
#define SECTION_READ_ONLY
#define SECTION_RANK 3
#include "section_test.h"

int main(void)
{
    int data[2 * 3 * 4] = {0};
    array_view<const int, 3> view(extent<3>(2, 3, 4), data);
    ArrayViewTest original = av_test_make(data, view);

    // create a projection
    ProjectionTest projection = av_test_projection(&original, original.view[1], 1);

    // set some data in the original
    av_test_set_value(&original, index<3>(1, 1, 2), 13);

    // set some data in the projections
    projection_set_value(&projection, index<2>(1, 1), 11);

    // verify each data point through the array_view interface
    return
        original.view(1, 1, 1) == 11 &&
        projection.view(1, 2) == 13
        ? av_test_pass(&original) : runall_fail;
}
