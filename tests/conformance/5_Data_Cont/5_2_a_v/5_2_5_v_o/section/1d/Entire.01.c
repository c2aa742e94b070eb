// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_5_v_o/section/1d/Entire.01/test.cpp
// Test a section of an entire 1D array(1)
// (ArrayViewTest and TestSection of the suite's array_view_test.h are in section_test.h;
// `auto sect` is spelt out)
#define SECTION_T int
#define SECTION_RANK 1
#include "section_test.h"

int main(void)
{
    SECTION_T data[1] = {0};
    array_view<SECTION_T, 1> view(extent<1>(1), data);
    ArrayViewTest original = av_test_make(data, view);
    array_view<SECTION_T, 1> sect = original.view.section(0, 1);
    ArrayViewTest section = av_test_section(&original, sect, index<1>(0));

    return
        TestSection(&original, &section, index<1>(0))
        ? av_test_pass(&original) : runall_fail;
}
