// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_5_v_o/View_As/Test.01/test.cpp
// View an AV as 3D (CPU)
// (ArrayViewTest of the suite's array_view_test.h is in section_test.h; the
// suite's extent_coordinate_nest<3>::get_linear is the row-major position, get_linear here)
#define SECTION_T int
#define SECTION_RANK 1
#include "section_test.h"

static int get_linear(extent<3> ex, index<3> i)
{
    return (i[0] * ex[1] + i[1]) * ex[2] + i[2];
}

int main(void)
{
    extent<3> ex(4, 5, 3);
    SECTION_T data[4 * 5 * 3] = {0};
    array_view<SECTION_T, 1> view(extent<1>(ex.size()), data);
    ArrayViewTest original = av_test_make(data, view);
    array_view<int, 3> rank3 = original.view.view_as(ex);

    // read and write between the original and higher rank view
    original.view[get_linear(ex, index<3>(2, 3, 1))] = 17;
    av_test_set_known_value(&original, index<1>(get_linear(ex, index<3>(2, 3, 1))), 17);

    rank3[index<3>(2, 3, 2)] = rank3[index<3>(2, 3, 1)];
    av_test_set_known_value(&original, index<1>(get_linear(ex, index<3>(2, 3, 2))), 17);

    return
        original.view[get_linear(ex, index<3>(2, 3, 2))] == 17 &&
        rank3[index<3>(2, 3, 1)] == 17
        ? av_test_pass(&original) : runall_fail;
}
