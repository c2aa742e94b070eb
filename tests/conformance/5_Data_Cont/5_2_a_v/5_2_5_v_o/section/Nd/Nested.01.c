// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_5_v_o/section/Nd/Nested.01/test.cpp
// Test a nested section of a section of a 4D array(6, 6, 6, 6)
// (ArrayViewTest and TestSection of the suite's array_view_test.h are in
// section_test.h; the view's data is a host array of the extent's size)
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
    array_view<SECTION_T, 4> view(extent<4>(original_ex), data);
    ArrayViewTest original = av_test_make(data, view);
    ArrayViewTest section1 = av_test_section_at(&original, index<4>(section1_offset), extent<4>(section1_ex));
    ArrayViewTest section2 = av_test_section_at(&section1, index<4>(section2_offset), extent<4>(section2_ex));

    // the index parameters here are of the offset (second - first)
    return
        TestSection(&original, &section1, index<4>(section1_offset)) &&
        TestSection(&original, &section2, index<4>(section1_offset) + index<4>(section2_offset)) &&
        TestSection(&section1, &section2, index<4>(section2_offset))
        ? av_test_pass(&original) : runall_fail;
}
