// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_4_v_o/section/2d/Corner.02.03/test.cpp
// Test a corner section (column-aligned, sized (9, 1)) of a 2D array(10, 10)
// (ArrayTest, ArrayViewTest and TestSection of the suite's array_test.h and
// array_view_test.h are in section_test.h; `auto sect` is spelt out)
#define SECTION_T int
#define SECTION_RANK 2
#include "section_test.h"

int main(void)
{
    SECTION_T data[10 * 10] = {0};
    array<SECTION_T, 2> arr(extent<2>(10, 10), data);
    array_view<SECTION_T, 2> arr_view(arr);
    ArrayTest original = array_test_make(data, &arr);
    ArrayViewTest whole = array_test_as_view_test(&original, arr_view);
    array_view<SECTION_T, 2> sect = arr.section(index<2>(1, 9), extent<2>(9, 1));
    ArrayViewTest section = av_test_section(&whole, sect, index<2>(1, 9));

    return
        TestArraySection(&original, &whole, &section, index<2>(1, 9))
        ? array_test_pass(&original, &whole) : runall_fail;
}
