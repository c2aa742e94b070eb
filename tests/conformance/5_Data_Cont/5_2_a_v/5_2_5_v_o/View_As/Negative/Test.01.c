// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_5_v_o/View_As/Negative/Test.01/test.cpp
// Attempt to call view_as on a rank 2 array
// (std::vector<int> v(10) is an array of 10 ints)
#include "amptest.h"

int main(void)
{
    int v[10] = {0};
    array_view<int, 2> av(5, 2, v);
    array_view<int, 2> r = av.view_as(extent<2>(2, 5)); // expected-error {{view_as is only permissible on array views of rank 1}}

    // this test should not compile
    return runall_fail;
}
