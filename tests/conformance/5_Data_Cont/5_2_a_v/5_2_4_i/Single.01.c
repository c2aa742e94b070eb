// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_4_i/Single.01/test.cpp
// Use a single integer index to retrieve edge-values of an Array View<1>
// (ArrayViewTest<int, 1>::sequential<0>(ext) is a view over data 0, 1, 2, ...)
#define SECTION_T int
#define SECTION_RANK 1
#include "section_test.h"

int main(void)
{
    int data[10];
    for (int n = 0; n < 10; n++)
        data[n] = 0 + n;
    array_view<int, 1> view(extent<1>(10), data);
    ArrayViewTest t = av_test_make(data, view);
    return t.view[0] == 0 && t.view[9] == 9 ? av_test_pass(&t) : runall_fail;
}
