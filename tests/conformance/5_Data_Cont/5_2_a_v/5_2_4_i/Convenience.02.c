// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_4_i/Convenience.02/test.cpp
// Use the 3-subscript "call" form on a rank 3 const array view.
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

    av_test_set_value(&t, index<3>(1, 2, 3), 14); // set value behind the scenes, as this is "const"
    return t.view(1, 2, 3) == 14 ? av_test_pass(&t) : runall_fail;
}
