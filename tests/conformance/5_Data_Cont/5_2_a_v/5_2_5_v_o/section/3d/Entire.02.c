// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_5_v_o/section/3d/Entire.02/test.cpp
// Test a section of an entire 3D array(10, 10, 10)
// (ArrayViewTest and TestSection of the suite's array_view_test.h are in section_test.h;
// `auto sect` is spelt out; ArrayViewTest::section(ex) is the section at index 0)
#define SECTION_T int
#define SECTION_RANK 3
#include "section_test.h"

int main(void)
{
    SECTION_T data[10 * 10 * 10] = {0};
    array_view<SECTION_T, 3> view(extent<3>(10, 10, 10), data);
    ArrayViewTest original = av_test_make(data, view);
    array_view<SECTION_T, 3> sect = original.view.section(extent<3>(10, 10, 10));
    ArrayViewTest section = av_test_section(&original, sect, index<3>(0, 0, 0));

    return
        TestSection(&original, &section, index<3>(0, 0, 0))
        ? av_test_pass(&original) : runall_fail;
}
