// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_5_v_o/section/1d/Nested.03/test.cpp
// Test a nested section (1, 3) of a section (4, 4) of a 1D array(10)
// (ArrayViewTest and TestSection of the suite's array_view_test.h are in section_test.h;
// `auto sect` is spelt out)
#define SECTION_T long
#define SECTION_RANK 1
#include "section_test.h"

int main(void)
{
    SECTION_T data[10] = {0};
    array_view<SECTION_T, 1> view(extent<1>(10), data);
    ArrayViewTest original = av_test_make(data, view);
    ArrayViewTest section1 = av_test_section(&original, original.view.section(4, 4), index<1>(4));
    ArrayViewTest section2 = av_test_section(&section1, section1.view.section(1, 3), index<1>(1));

    // the index<1> parameters here are of the offset (second - first)
    return
        TestSection(&original, &section1, index<1>(4)) &&
        TestSection(&original, &section2, index<1>(5)) &&
        TestSection(&section1, &section2, index<1>(1))
        ? av_test_pass(&original) : runall_fail;
}
