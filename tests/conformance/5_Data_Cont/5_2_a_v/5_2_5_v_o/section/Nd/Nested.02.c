// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_5_v_o/section/Nd/Nested.02/test.cpp
// Test a nested section of a section of a 5D array(6, 6, 6, 6, 6)
// (ArrayViewTest and TestSection of the suite's array_view_test.h are in
// section_test.h; the view's data is a host array of the extent's size)
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
    array_view<SECTION_T, 5> view(extent<5>(original_ex), data);
    ArrayViewTest original = av_test_make(data, view);
    ArrayViewTest section1 = av_test_section_at(&original, index<5>(section1_offset), extent<5>(section1_ex));
    ArrayViewTest section2 = av_test_section_at(&section1, index<5>(section2_offset), extent<5>(section2_ex));

    // the index parameters here are of the offset (second - first)
    return
        TestSection(&original, &section1, index<5>(section1_offset)) &&
        TestSection(&original, &section2, index<5>(section1_offset) + index<5>(section2_offset)) &&
        TestSection(&section1, &section2, index<5>(section2_offset))
        ? av_test_pass(&original) : runall_fail;
}
