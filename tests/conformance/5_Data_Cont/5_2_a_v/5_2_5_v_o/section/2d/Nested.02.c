// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_5_v_o/section/2d/Nested.02/test.cpp
// Test a (right-edge) nested section (at (0, 2) of size (2, 2) of a section (at (0, 5) of size (2, 4) of a 2D array(10, 10)
// (ArrayViewTest and TestSection of the suite's array_view_test.h are in section_test.h)
#define SECTION_T float
#define SECTION_RANK 2
#include "section_test.h"

int main(void)
{
    SECTION_T data[10 * 10] = {0};
    array_view<SECTION_T, 2> view(extent<2>(10, 10), data);
    ArrayViewTest original = av_test_make(data, view);
    ArrayViewTest section1 = av_test_section(&original, original.view.section(index<2>(0, 5), extent<2>(2, 4)), index<2>(0, 5));
    ArrayViewTest section2 = av_test_section(&section1, section1.view.section(index<2>(0, 2), extent<2>(2, 2)), index<2>(0, 2));

    // the index<1> parameters here are of the offset (second - first)
    return
        TestSection(&original, &section1, index<2>(0, 5)) &&
        TestSection(&original, &section2, index<2>(0, 7)) &&
        TestSection(&section1, &section2, index<2>(0, 2))
        ? av_test_pass(&original) : runall_fail;
}
