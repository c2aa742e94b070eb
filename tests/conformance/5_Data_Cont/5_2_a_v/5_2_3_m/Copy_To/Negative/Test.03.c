// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_3_m/Copy_To/Negative/Test.03/test.cpp
// Copy an array_view to another array_view with incompatible element-type
#include "amptest.h"

int main(void)
{
    extent<1> src_ex(40);
    long src_vec[40];
    Fill_long(src_vec, src_ex.size());
    array_view<long, 1> src(src_ex, src_vec);

    // same size, different element
    extent<1> dest_ex(src_ex.size());
    int dest_vec[40];
    array_view<int, 1> dest(dest_ex, dest_vec);

    // this should not compile
    src.copy_to(dest); // expected-error {{copy_to}}
    return runall_fail;
}
