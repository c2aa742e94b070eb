// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_4_v_o/view_as/Test.04/test.cpp
// Attempt to call view_as on array object as another array_view object of same rank
// (std::vector<int> v(10) filled by std::fill is an array filled by loops;
// gpu_read and gpu_write of the suite's array_test.h are in section_test.h; the
// original returns the bool, true for a pass)
#define SECTION_T int
#define SECTION_RANK 2
#include "section_test.h"

int main(void)
{
    int v[10];
    for (int k = 0; k < 5; k++)
        v[k] = -1;
    for (int k = 5; k < 10; k++)
        v[k] = -2;
    array<int, 2> arr(5, 2, v);
    array_view<int, 2> r = arr.view_as(extent<2>(2, 5));

    index<2> set_original(2, 1); // Set 6th element in the vector ie., 3rd row, 2nd element
    index<2> read_view(1, 0);  // 6th element in the 'view_as' AV is 2nd row, 1st element
    index<2> set_view(1, 4);  // setting 10th element in the view_as AV ie., 2nd row, 5th element
    index<2> read_original(4, 1); // 10th element in the original array is 5th row , 2nd element.

    gpu_write_array(&arr, set_original, 0);
    r[set_view] = 0;
    return ((gpu_read_array(&arr, read_original) == 0) && (r[read_view] == 0)) ? runall_pass : runall_fail;
}
