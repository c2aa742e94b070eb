// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_3_m/ImplicitSynchronize/Local/Test.07/test.cpp
// Create an AV, create overlapping views and use both to write data
#define SECTION_T long
#define SECTION_RANK 1
#include "section_test.h"

int main(void)
{
    long data[50] = {0};
    array_view<long, 1> view(extent<1>(50), data);
    ArrayViewTest av = av_test_make(data, view);
    ArrayViewTest section1 = av_test_section_at(&av, index<1>(10), extent<1>(30));
    ArrayViewTest section2 = av_test_section_at(&av, index<1>(0), extent<1>(25));

    section1.view[3] = 17;
    av_test_set_known_value(&section1, index<1>(3), 17);

    section2.view[13] = 19;
    av_test_set_known_value(&section2, index<1>(13), 19);

    section2.view[3] = 15;
    av_test_set_known_value(&section2, index<1>(3), 15);

    return av.view[13] == 19 && av.view[3] == 15 ? av_test_pass(&av) : runall_fail;
}
