// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_5_v_o/View_As/Test.03/test.cpp
// View an AV as a shorter 1D AV
// (ArrayViewTest of the suite's array_view_test.h is in section_test.h)
#define SECTION_T int
#define SECTION_RANK 1
#include "section_test.h"

int main(void)
{
    SECTION_T data[15] = {0};
    array_view<SECTION_T, 1> view(extent<1>(15), data);
    ArrayViewTest original = av_test_make(data, view);
    array_view<int, 1> shorter = original.view.view_as(extent<1>(10));

    // read and write between the original and higher rank view
    original.view[index<1>(9)] = 17;
    av_test_set_known_value(&original, index<1>(9), 17);

    shorter[index<1>(8)] = shorter[9];
    av_test_set_known_value(&original, index<1>(8), 17);

    return
        original.view[index<1>(8)] == 17 &&
        shorter[index<1>(8)] == 17
        ? av_test_pass(&original) : runall_fail;
}
