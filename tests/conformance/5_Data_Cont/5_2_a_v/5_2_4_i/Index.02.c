// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_4_i/Index.02/test.cpp
// Use an index<N> to retrieve values from a section of an array_view
// (ArrayViewTest of the suite's array_view_test.h is in section_test.h)
#define SECTION_T int
#define SECTION_RANK 2
#include "section_test.h"

int main(void)
{
    SECTION_T data[3 * 3] = {0};
    array_view<SECTION_T, 2> view(extent<2>(3, 3), data);
    ArrayViewTest original = av_test_make(data, view);
    ArrayViewTest section = av_test_section(&original, original.view.section(index<2>(1, 1)), index<2>(1, 1));

    // set a value through the section -- this is (1,1) in the original view
    section.view[index<2>(0, 0)] = 5;
    av_test_set_known_value(&section, index<2>(0, 0), 5);

    // set a value through the original -- this is (1, 0) in the section
    original.view[index<2>(2, 1)] = 2;
    av_test_set_known_value(&original, index<2>(2, 1), 2);

    return
        original.view[index<2>(1, 1)] == 5 &&
        section.view[index<2>(1, 0)] == 2
        ? av_test_pass(&original) : runall_fail;
}
