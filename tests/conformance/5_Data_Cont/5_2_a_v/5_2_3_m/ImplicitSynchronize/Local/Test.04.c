// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_3_m/ImplicitSynchronize/Local/Test.04/test.cpp
// Create an AV, create a section, create a projection over it and use that to write data
#define SECTION_T int
#define SECTION_RANK 2
#include "section_test.h"

int main(void)
{
    int data[100] = {0};
    array_view<int, 2> view(extent<2>(10, 10), data);
    ArrayViewTest av = av_test_make(data, view);
    ArrayViewTest section = av_test_section_at(&av, zero_index(), extent<2>(5, 5));
    ProjectionTest projection = av_test_projection(&section, section.view[1], 1);
    projection.view[1] = 15;
    projection_set_known_value(&projection, index<1>(1), 15);

    return av.view[index<2>(1, 1)] == 15 ? av_test_pass(&av) : runall_fail;
}
