// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_5_v_o/section/Nd/Nested.03/test.cpp
// Test a nested section of a section of a 6D array(4, 4, 4, 4, 4, 4)
// (ArrayViewTest and TestSection of the suite's array_view_test.h are in
// section_test.h; the view's data is a host array of the extent's size)
#define SECTION_T float
#define SECTION_RANK 6
#include "section_test.h"

int main(void)
{
    int original_ex[6] = {4, 4, 4, 4, 4, 4};
    int section1_offset[6] = {2, 0, 0, 0, 2, 2};
    int section1_ex[6] = {2, 4, 4, 1, 2, 2};
    int section2_offset[6] = {0, 1, 3, 0, 0, 0};
    int section2_ex[6] = {2, 2, 1, 1, 2, 2};

    static SECTION_T data[4096];
    array_view<SECTION_T, 6> view(extent<6>(original_ex), data);
    ArrayViewTest original = av_test_make(data, view);
    ArrayViewTest section1 = av_test_section_at(&original, index<6>(section1_offset), extent<6>(section1_ex));
    ArrayViewTest section2 = av_test_section_at(&section1, index<6>(section2_offset), extent<6>(section2_ex));

    // the index parameters here are of the offset (second - first)
    return
        TestSection(&original, &section1, index<6>(section1_offset)) &&
        TestSection(&original, &section2, index<6>(section1_offset) + index<6>(section2_offset)) &&
        TestSection(&section1, &section2, index<6>(section2_offset))
        ? av_test_pass(&original) : runall_fail;
}
