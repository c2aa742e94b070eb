// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_4_i/Single.04/test.cpp
// Use a single integer to retrieve a projection from a const Array View
// (ArrayViewTest of the suite's array_view_test.h is in section_test.h, for one
// rank: the projection's ArrayViewTest<const int, 2, 3> is its view, row 1 of
// the original, and its set_value (i, j) writes the original's data at (1, i, j))
#define SECTION_T int
#define SECTION_VIEW_T const int
#define SECTION_READ_ONLY 1
#define SECTION_RANK 3
#include "section_test.h"

int main(void)
{
    int data[2 * 3 * 4] = {0};
    array_view<const int, 3> view(extent<3>(2, 3, 4), data);
    ArrayViewTest original = av_test_make(data, view);

    // create a projection
    array_view<const int, 2> projection = original.view[1];

    // set some data in the original
    av_test_set_value(&original, index<3>(1, 1, 2), 13);

    // set some data in the projections
    av_test_set_value(&original, index<3>(1, 1, 1), 11);

    // verify each data point through the array_view interface
    return
        original.view(1, 1, 1) == 11 &&
        projection(1, 2) == 13
        ? av_test_pass(&original) : runall_fail;
}
