// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_5_v_o/View_As/Test.02/test.cpp
// View a const AV as 2D (CPU)
// (ArrayViewTest of the suite's array_view_test.h is in section_test.h; the
// suite's extent_coordinate_nest<2>::get_linear is the row-major position, get_linear here)
#define SECTION_T int
#define SECTION_VIEW_T const int
#define SECTION_READ_ONLY 1
#define SECTION_RANK 1
#include "section_test.h"

static int get_linear(extent<2> ex, index<2> i)
{
    return i[0] * ex[1] + i[1];
}

int main(void)
{
    extent<2> ex(4, 5);
    int data[4 * 5] = {0};
    array_view<const int, 1> view(extent<1>(ex.size()), data);
    ArrayViewTest original = av_test_make(data, view);

    // set a value in the underlying data
    av_test_set_value(&original, index<1>(get_linear(ex, index<2>(2, 3))), 17);
    array_view<const int, 2> rank2 = original.view.view_as(ex);
    av_test_set_value(&original, index<1>(get_linear(ex, index<2>(2, 2))), 13);

    return
        rank2[index<2>(2, 3)] == 17 &&
        rank2[index<2>(2, 2)] == 13
        ? av_test_pass(&original) : runall_fail;
}
