// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_4_v_o/section/3d/General.01.01/test.cpp
// Test a section (at (5, 5, 5) sized (1, 1, 1)) of a 3D array(10, 10, 10)
// (ArrayTest, ArrayViewTest and TestSection of the suite's array_test.h and
// array_view_test.h are in section_test.h; `auto sect` is spelt out)
#define SECTION_T int
#define SECTION_RANK 3
#include "section_test.h"

int main(void)
{
    SECTION_T data[10 * 10 * 10] = {0};
    array<SECTION_T, 3> arr(extent<3>(10, 10, 10), data);
    array_view<SECTION_T, 3> arr_view(arr);
    ArrayTest original = array_test_make(data, &arr);
    ArrayViewTest whole = array_test_as_view_test(&original, arr_view);
    ArrayViewTest sect = av_test_section(&whole, arr.section(index<3>(5, 5, 5), extent<3>(1, 1, 1)), index<3>(5, 5, 5));

    return
        TestArraySection(&original, &whole, &sect, index<3>(5, 5, 5))
        ? array_test_pass(&original, &whole) : runall_fail;
}
