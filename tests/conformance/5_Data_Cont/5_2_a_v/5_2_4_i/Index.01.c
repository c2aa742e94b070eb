// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_4_i/Index.01/test.cpp
// Use an index<N> to retrieve edge-values of an Array View<N>
#define SECTION_T int
#define SECTION_VIEW_T const int
#define SECTION_READ_ONLY 1
#define SECTION_RANK 3
#include "section_test.h"

int main(void)
{
    int data[2 * 3 * 4] = {0};
    array_view<const int, 3> view(extent<3>(2, 3, 4), data);
    ArrayViewTest t = av_test_make(data, view);

    // set values through the underlying data pointer (since this is const)
    av_test_set_value(&t, index<3>(0, 0, 0), 1);
    av_test_set_value(&t, index<3>(0, 1, 3), 7);
    av_test_set_value(&t, index<3>(1, 2, 3), 23);

    return
        t.view[index<3>(0, 0, 0)] == 1 &&
        t.view[index<3>(0, 1, 3)] == 7 &&
        t.view[index<3>(1, 2, 3)] == 23
        ? av_test_pass(&t) : runall_fail;
}
