// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_3_m/ImplicitSynchronize/Local/Test.04/test.cpp
// Create an AV, create a section, create a projection over it and use that to write data
// (section_test.h's ArrayViewTest has one rank, so the projection's test
// object is the section's, and its known value at index<1>(1) is recorded at
// the section's index<2>(1, 1), the element the projection's coordinates
// name: row 1 of a section at the origin)
#define SECTION_T int
#define SECTION_RANK 2
#include "section_test.h"

int main(void)
{
    int data[100] = {0};
    array_view<int, 2> view(extent<2>(10, 10), data);
    ArrayViewTest av = av_test_make(data, view);
    ArrayViewTest section = av_test_section_at(&av, zero_index(), extent<2>(5, 5));
    array_view<int, 1> projection = section.view[1];
    projection[1] = 15;
    av_test_set_known_value(&section, index<2>(1, 1), 15);

    return av.view[index<2>(1, 1)] == 15 ? av_test_pass(&av) : runall_fail;
}
