// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_4_v_o/section/2d/Nested.04/test.cpp
// Test a (bottom-edge) nested section (at (2, 2) of size (2, 1) of a section (at (5, 5) of size (4, 4) of a 2D array(10, 10)
// (ArrayTest, ArrayViewTest and TestSection of the suite's array_test.h and
// array_view_test.h are in section_test.h; `whole` is the ArrayViewTest that
// describes the entire array, as the ArrayTest's own coordinates do)
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
    ArrayViewTest section1 = av_test_section(&whole, arr.section(index<2>(5, 5), extent<2>(4, 4)), index<2>(5, 5));
    ArrayViewTest section2 = av_test_section(&section1, section1.view.section(index<2>(2, 2), extent<2>(2, 1)), index<2>(2, 2));

    // the index<1> parameters here are of the offset (second - first)
    return
        TestArraySection(&original, &whole, &section1, index<2>(5, 5)) &&
        TestArraySection(&original, &whole, &section2, index<2>(7, 7)) &&
        TestSection(&section1, &section2, index<2>(2, 2))
        ? array_test_pass(&original, &whole) : runall_fail;
}
