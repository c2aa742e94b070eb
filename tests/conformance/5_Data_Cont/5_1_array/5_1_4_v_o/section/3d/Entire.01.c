// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_4_v_o/section/3d/Entire.01/test.cpp
// Test a section of an entire 3D array(1, 1, 1)
// (ArrayTest, ArrayViewTest and TestSection of the suite's array_test.h and
// array_view_test.h are in section_test.h; `auto sect` is spelt out; ArrayViewTest::section(ex) is the section at index 0)
#define SECTION_T int
#define SECTION_RANK 3
#include "section_test.h"

int main(void)
{
    SECTION_T data[1 * 1 * 1] = {0};
    array<SECTION_T, 3> arr(extent<3>(1, 1, 1), data);
    array_view<SECTION_T, 3> arr_view(arr);
    ArrayTest original = array_test_make(data, &arr);
    ArrayViewTest whole = array_test_as_view_test(&original, arr_view);
    array_view<SECTION_T, 3> sect = arr.section(extent<3>(1, 1, 1));
    ArrayViewTest section = av_test_section(&whole, sect, index<3>(0, 0, 0));

    return
        TestArraySection(&original, &whole, &section, index<3>(0, 0, 0))
        ? array_test_pass(&original, &whole) : runall_fail;
}
