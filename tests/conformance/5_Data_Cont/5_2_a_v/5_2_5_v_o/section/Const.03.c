// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_5_v_o/section/Const.03/test.cpp
// Create a section of a const array_view using an extent
// (ArrayViewTest of the suite's array_view_test.h is in section_test.h;
// ArrayViewTest::section(ex) is the section at index 0)
#define SECTION_T int
#define SECTION_VIEW_T const int
#define SECTION_READ_ONLY 1
#define SECTION_RANK 1
#include "section_test.h"

int main(void)
{
    int data[10] = {0};
    array_view<const int, 1> view(extent<1>(10), data);
    ArrayViewTest original = av_test_make(data, view);
    ArrayViewTest section = av_test_section(&original, original.view.section(extent<1>(5)), index<1>(0));

    // set values through the data pointer
    av_test_set_value(&original, index<1>(4), 13);
    av_test_set_value(&section, index<1>(3), 15);

    return (original.view(3) == 15 && section.view(4) == 13) ? av_test_pass(&original) : runall_fail;
}
