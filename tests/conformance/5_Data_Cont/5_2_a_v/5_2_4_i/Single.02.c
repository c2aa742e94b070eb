// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_4_i/Single.02/test.cpp
// Use a single integer to retrieve projections of an Array View (higher than rank 1)
// (ArrayViewTest of the suite's array_view_test.h is in section_test.h, for one
// rank: each projection's ArrayViewTest<int, 2, 3> is its view, row k of the
// original, and its known value (i, j) is recorded as the original's (k, i, j))
#define SECTION_T int
#define SECTION_RANK 3
#include "section_test.h"

int main(void)
{
    SECTION_T data[2 * 3 * 4] = {0};
    array_view<SECTION_T, 3> view(extent<3>(2, 3, 4), data);
    ArrayViewTest original = av_test_make(data, view);

    // create projections
    array_view<int, 2> proj0 = original.view[0];
    array_view<int, 2> proj1 = original.view[1];

    // set some data in the original
    original.view[index<3>(0, 1, 2)] = 13;
    original.view[index<3>(1, 2, 2)] = 17;
    av_test_set_known_value(&original, index<3>(0, 1, 2), 13);
    av_test_set_known_value(&original, index<3>(1, 2, 2), 17);

    // set some data in the projections
    proj0[index<2>(1, 1)] = 11;
    av_test_set_known_value(&original, index<3>(0, 1, 1), 11);
    proj1[index<2>(1, 1)] = 12;
    av_test_set_known_value(&original, index<3>(1, 1, 1), 12);

    // verify each data point through the array_view interface
    return
        original.view(0, 1, 1) == 11 &&
        original.view(1, 1, 1) == 12 &&
        proj0(1, 2) == 13 &&
        proj1(2, 2) == 17
        ? av_test_pass(&original) : runall_fail;
}
