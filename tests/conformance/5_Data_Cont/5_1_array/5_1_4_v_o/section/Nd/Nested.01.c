// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_4_v_o/section/Nd/Nested.01/test.cpp
// Test a nested section of a section of a 4D array(6, 6, 6, 6)
// (ArrayTest, ArrayViewTest and TestSection of the suite's array_test.h and
// array_view_test.h are in section_test.h; `whole` is the ArrayViewTest that
// describes the entire array, as the ArrayTest's own coordinates do)
#define SECTION_T float
#define SECTION_RANK 4
#include "section_test.h"

int main(void)
{
    int original_ex[4] = {6, 6, 6, 6};
    int section1_offset[4] = {3, 3, 3, 3};
    int section1_ex[4] = {3, 3, 3, 3};
    int section2_offset[4] = {1, 1, 1, 1};
    int section2_ex[4] = {2, 2, 2, 2};

    static SECTION_T data[1296];
    array<SECTION_T, 4> arr(extent<4>(original_ex), data);
    array_view<SECTION_T, 4> arr_view(arr);
    ArrayTest original = array_test_make(data, &arr);
    ArrayViewTest whole = array_test_as_view_test(&original, arr_view);
    ArrayViewTest section1 = av_test_section(&whole, arr.section(index<4>(section1_offset), extent<4>(section1_ex)), index<4>(section1_offset));
    ArrayViewTest section2 = av_test_section_at(&section1, index<4>(section2_offset), extent<4>(section2_ex));

    // the index parameters here are of the offset (second - first)
    return
        TestArraySection(&original, &whole, &section1, index<4>(section1_offset)) &&
        TestArraySection(&original, &whole, &section2, index<4>(section1_offset) + index<4>(section2_offset)) &&
        TestSection(&section1, &section2, index<4>(section2_offset))
        ? array_test_pass(&original, &whole) : runall_fail;
}
