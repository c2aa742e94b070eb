// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_4_v_o/view_as/Test.03/test.cpp
// View an 1D Array as a shorter 1D AV
// (ArrayTest, gpu_read and gpu_write of the suite's array_test.h are in
// section_test.h; the reference original_arr is the array itself)
#define SECTION_T int
#define SECTION_RANK 1
#include "section_test.h"

int main(void)
{
    SECTION_T data[15] = {0};
    array<SECTION_T, 1> original_arr(extent<1>(15), data);
    array_view<SECTION_T, 1> arr_view(original_arr);
    ArrayTest original_test = array_test_make(data, &original_arr);
    ArrayViewTest original = array_test_as_view_test(&original_test, arr_view);
    array_view<int, 1> shorter = original_arr.view_as(extent<1>(10));

    // read and write between the original and higher rank view
    index<1> set_original(9);
    gpu_write_array(&original_arr, set_original, 17);
    av_test_set_known_value(&original, set_original, 17);

    index<1> set_view(8);
    shorter[set_view] = shorter[9];
    av_test_set_known_value(&original, set_view, 17);

    return
        gpu_read_array(&original_arr, set_view) == 17 &&
        shorter[set_original] == 17
        ? array_test_pass(&original_test, &original) : runall_fail;
}
