// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_3_m/ImplicitSynchronize/Local/Test.06/test.cpp
// Create an AV, create a section, reshape it and use that to write data
// (ArrayViewTest of the suite's array_view_test.h is in section_test.h, for
// one rank: the reshaped ArrayViewTest<long, 2, 1> is its view, and its known
// value (2, 2) is recorded at its position in av's data, 10 + 2 * 10 + 2)
#define SECTION_T long
#define SECTION_RANK 1
#include "section_test.h"

int main(void)
{
    long data[50] = {0};
    array_view<long, 1> view(extent<1>(50), data);
    ArrayViewTest av = av_test_make(data, view);
    array_view<long, 2> reshaped = av.view.section(index<1>(10), extent<1>(30)).view_as(extent<2>(3, 10));

    reshaped[index<2>(2, 2)] = 13;
    av_test_set_known_value(&av, index<1>(10 + 2 * 10 + 2), 13);

    return av.view[index<1>(32)] == 13 ? av_test_pass(&av) : runall_fail;
}
