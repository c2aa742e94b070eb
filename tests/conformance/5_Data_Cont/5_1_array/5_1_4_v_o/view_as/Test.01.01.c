// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_4_v_o/view_as/Test.01.01/test.cpp
// View an 1D Array as 3D and do the updations in GPU
// (ArrayTest and gpu_read of the suite's array_test.h are in section_test.h;
// extent_coordinate_nest<3>::get_linear is the row-major position, get_linear
// here; the reference original_arr is the array itself; a kernel block is
// restrict(amp), and its parameter is named)
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
    array<SECTION_T, 1> original_arr(extent<1>(ex.size()), data);
    array_view<SECTION_T, 1> arr_view(original_arr);
    ArrayTest original_test = array_test_make(data, &original_arr);
    ArrayViewTest original = array_test_as_view_test(&original_test, arr_view);

    index<3> set_original(2, 3, 1);
    index<1> set_original_linear(get_linear(ex, set_original));
    index<3> set_viewAs(2, 3, 2);
    index<1> set_viewAs_linear(get_linear(ex, set_viewAs));

    parallel_for_each(extent<1>(1), [=, &original_arr](index<1> idx) restrict(amp) {
        array_view<int, 3> rank3 = original_arr.view_as(ex);

        // read and write between the original and higher rank view
        original_arr[set_original_linear] = 17;
        rank3[set_viewAs] = rank3[set_original];
    });
    av_test_set_known_value(&original, set_original_linear, 17);
    av_test_set_known_value(&original, set_viewAs_linear, 17);

    return
        gpu_read_array(&original_arr, set_viewAs_linear) == 17 &&
        gpu_read_array(&original_arr, set_original_linear) == 17
        ? array_test_pass(&original_test, &original) : runall_fail;
}
