// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_5_v_o/section/2d/Entire.01/test.cpp
// Test a section of an entire 2D array(1, 1)
// (ArrayViewTest and TestSection of the suite's array_view_test.h are in section_test.h;
// `auto sect` is spelt out)
#define SECTION_T int
#define SECTION_RANK 2
#include "section_test.h"

int main(void)
{
    SECTION_T data[1 * 1] = {0};
    array_view<SECTION_T, 2> view(extent<2>(1, 1), data);
    ArrayViewTest original = av_test_make(data, view);
    array_view<SECTION_T, 2> sect = original.view.section(0, 0, 1, 1);
    ArrayViewTest section = av_test_section(&original, sect, index<2>(0, 0));

    return
        TestSection(&original, &section, index<2>(0, 0))
        ? av_test_pass(&original) : runall_fail;
}
