// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_4_i/Convenience.01/test.cpp
// Use the 2-subscript "call" form on a 2D array_view
#define SECTION_T int
#define SECTION_RANK 2
#include "section_test.h"

int main(void)
{
    int data[2 * 15] = {0};
    array_view<int, 2> view(extent<2>(2, 15), data);
    ArrayViewTest t = av_test_make(data, view);

    t.view(1, 13) = 27;
    av_test_set_known_value(&t, index<2>(1, 13), 27);
    return t.view(1, 13) == 27 ? av_test_pass(&t) : runall_fail;
}
