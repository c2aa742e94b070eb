// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_5_v_o/section/3d/Nested.04/test.cpp
// Test a nested section (at (5, 1, 1) of size (1, 1, 1) of a section (at (0, 8, 8) of size (10, 2, 2) of a 3D array(10, 10, 10)
// (ArrayViewTest and TestSection of the suite's array_view_test.h are in section_test.h)
#define SECTION_T float
#define SECTION_RANK 3
#include "section_test.h"

int main(void)
{
    SECTION_T data[10 * 10 * 10] = {0};
    array_view<SECTION_T, 3> view(extent<3>(10, 10, 10), data);
    ArrayViewTest original = av_test_make(data, view);
    ArrayViewTest section1 = av_test_section_at(&original, index<3>(0, 8, 8), extent<3>(10, 2, 2));
    ArrayViewTest section2 = av_test_section_at(&section1, index<3>(5, 1, 1), extent<3>(1, 1, 1));

    // the index<1> parameters here are of the offset (second - first)
    return
        TestSection(&original, &section1, index<3>(0, 8, 8)) &&
        TestSection(&original, &section2, index<3>(5, 9, 9)) &&
        TestSection(&section1, &section2, index<3>(5, 1, 1))
        ? av_test_pass(&original) : runall_fail;
}
