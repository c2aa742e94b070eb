// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_4_v_o/section/Nd/Nested.02/test.cpp
// Test a nested section of a section of a 5D array(6, 6, 6, 6, 6)
// (ArrayTest, ArrayViewTest and TestSection of the suite's array_test.h and
// array_view_test.h are in section_test.h; `whole` is the ArrayViewTest that
// describes the entire array, as the ArrayTest's own coordinates do)
#define SECTION_T float
#define SECTION_RANK 5
#include "section_test.h"

int main(void)
{
    int original_ex[5] = {6, 6, 6, 6, 6};
    int section1_offset[5] = {3, 0, 0, 3, 3};
    int section1_ex[5] = {3, 3, 6, 3, 3};
    int section2_offset[5] = {1, 1, 3, 1, 0};
    int section2_ex[5] = {2, 2, 3, 2, 3};

    static SECTION_T data[7776];
    array<SECTION_T, 5> arr(extent<5>(original_ex), data);
    array_view<SECTION_T, 5> arr_view(arr);
    ArrayTest original = array_test_make(data, &arr);
    ArrayViewTest whole = array_test_as_view_test(&original, arr_view);
    ArrayViewTest section1 = av_test_section(&whole, arr.section(index<5>(section1_offset), extent<5>(section1_ex)), index<5>(section1_offset));
    ArrayViewTest section2 = av_test_section_at(&section1, index<5>(section2_offset), extent<5>(section2_ex));

    // the index parameters here are of the offset (second - first)
    return
        TestArraySection(&original, &whole, &section1, index<5>(section1_offset)) &&
        TestArraySection(&original, &whole, &section2, index<5>(section1_offset) + index<5>(section2_offset)) &&
        TestSection(&section1, &section2, index<5>(section2_offset))
        ? array_test_pass(&original, &whole) : runall_fail;
}
