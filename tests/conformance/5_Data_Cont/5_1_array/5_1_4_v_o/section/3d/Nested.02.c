// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_4_v_o/section/3d/Nested.02/test.cpp
// Test a nested section (at (4, 0, 0) of size (1, 5, 5) of a section (at (4, 4, 4) of size (5, 5, 5) of a 3D array(10, 10, 10)
// (ArrayTest, ArrayViewTest and TestSection of the suite's array_test.h and
// array_view_test.h are in section_test.h; `whole` is the ArrayViewTest that
// describes the entire array, as the ArrayTest's own coordinates do)
#define SECTION_T float
#define SECTION_RANK 3
#include "section_test.h"

int main(void)
{
    SECTION_T data[10 * 10 * 10] = {0};
    array<SECTION_T, 3> arr(extent<3>(10, 10, 10), data);
    array_view<SECTION_T, 3> arr_view(arr);
    ArrayTest original = array_test_make(data, &arr);
    ArrayViewTest whole = array_test_as_view_test(&original, arr_view);
    ArrayViewTest section1 = av_test_section(&whole, arr.section(index<3>(4, 4, 4), extent<3>(5, 5, 5)), index<3>(4, 4, 4));
    ArrayViewTest section2 = av_test_section_at(&section1, index<3>(4, 0, 0), extent<3>(1, 5, 5));

    // the index<1> parameters here are of the offset (second - first)
    return
        TestArraySection(&original, &whole, &section1, index<3>(4, 4, 4)) &&
        TestArraySection(&original, &whole, &section2, index<3>(8, 4, 4)) &&
        TestSection(&section1, &section2, index<3>(4, 0, 0))
        ? array_test_pass(&original, &whole) : runall_fail;
}
