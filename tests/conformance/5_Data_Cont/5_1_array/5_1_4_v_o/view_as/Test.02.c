// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_4_v_o/view_as/Test.02/test.cpp
// View an 1D array as 2D
// (ArrayTest of the suite's array_test.h is in section_test.h;
// extent_coordinate_nest<2>::get_linear is the row-major position, get_linear here)
#define SECTION_T int
#define SECTION_RANK 1
#include "section_test.h"

static int get_linear(extent<2> ex, index<2> i)
{
    return i[0] * ex[1] + i[1];
}

int main(void)
{
    extent<2> ex(4, 5);
    SECTION_T data[4 * 5] = {0};
    array<SECTION_T, 1> arr(extent<1>(ex.size()), data);
    array_view<SECTION_T, 1> arr_view(arr);
    ArrayTest original_test = array_test_make(data, &arr);
    ArrayViewTest original = array_test_as_view_test(&original_test, arr_view);

    // set a value in the underlying data
    index<2> set_original(2, 3);
    index<1> set_original_linear(get_linear(ex, set_original));
    array_test_set_value(&original_test, &original, set_original_linear, 17);
    array_view<const int, 2> rank2 = arr.view_as(ex);

    index<2> set_view(2, 2);
    index<1> set_view_linear(get_linear(ex, set_view));
    array_test_set_value(&original_test, &original, index<1>(set_view_linear), 13);

    return
        rank2[index<2>(2, 3)] == 17 &&
        rank2[index<2>(2, 2)] == 13
        ? array_test_pass(&original_test, &original) : runall_fail;
}
