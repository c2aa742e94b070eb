// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_4_v_o/section/1d/Entire.01/test.cpp
// Test a section of an entire 1D array(1)
// (ArrayTest, ArrayViewTest and TestSection of the suite's array_test.h and
// array_view_test.h are in section_test.h; `auto sect` is spelt out)
#define SECTION_T int
#define SECTION_RANK 1
#include "section_test.h"

int main(void)
{
    SECTION_T data[1] = {0};
    array<SECTION_T, 1> arr(extent<1>(1), data);
    array_view<SECTION_T, 1> arr_view(arr);
    ArrayTest original = array_test_make(data, &arr);
    ArrayViewTest whole = array_test_as_view_test(&original, arr_view);
    array_view<SECTION_T, 1> sect = arr.section(0, 1);
    ArrayViewTest section = av_test_section(&whole, sect, index<1>(0));

    return
        TestArraySection(&original, &whole, &section, index<1>(0))
        ? array_test_pass(&original, &whole) : runall_fail;
}
