// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_5_v_o/section/3d/Face.01/test.cpp
// Test a section that is a face of the cube (at (0, 9, 0) sized (10, 1, 10)) of a 3D array(10, 10, 10)
// (ArrayViewTest and TestSection of the suite's array_view_test.h are in section_test.h;
// `auto sect` is spelt out)
#define SECTION_T int
#define SECTION_RANK 3
#include "section_test.h"

int main(void)
{
    SECTION_T data[10 * 10 * 10] = {0};
    array_view<SECTION_T, 3> view(extent<3>(10, 10, 10), data);
    ArrayViewTest original = av_test_make(data, view);
    ArrayViewTest sect = av_test_section_at(&original, index<3>(0, 9, 0), extent<3>(10, 1, 10));

    return
        TestSection(&original, &sect, index<3>(0, 9, 0))
        ? av_test_pass(&original) : runall_fail;
}
