// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_5_v_o/section/3d/Nested.03/test.cpp
// Test a nested section (at (0, 0, 2) of size (1, 1, 5) of a section (at (2, 2, 0) of size (1, 1, 10) of a 3D array(10, 10, 10)
// (ArrayViewTest and TestSection of the suite's array_view_test.h are in section_test.h)
#define SECTION_T float
#define SECTION_RANK 3
#include "section_test.h"

int main(void)
{
    SECTION_T data[10 * 10 * 10] = {0};
    array_view<SECTION_T, 3> view(extent<3>(10, 10, 10), data);
    ArrayViewTest original = av_test_make(data, view);
    ArrayViewTest section1 = av_test_section_at(&original, index<3>(2, 2, 0), extent<3>(1, 1, 10));
    ArrayViewTest section2 = av_test_section_at(&section1, index<3>(0, 0, 2), extent<3>(1, 1, 5));

    // the index<1> parameters here are of the offset (second - first)
    return
        TestSection(&original, &section1, index<3>(2, 2, 0)) &&
        TestSection(&original, &section2, index<3>(2, 2, 2)) &&
        TestSection(&section1, &section2, index<3>(0, 0, 2))
        ? av_test_pass(&original) : runall_fail;
}
