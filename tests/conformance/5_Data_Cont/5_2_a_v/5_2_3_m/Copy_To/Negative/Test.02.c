// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_3_m/Copy_To/Negative/Test.02/test.cpp
// Copy an array_view to another array_view with incompatible rank
#include "amptest.h"

int main(void)
{
    extent<2> src_ex(20, 10);
    long src_vec[200];
    Fill_long(src_vec, src_ex.size());
    array_view<long, 2> src(src_ex, src_vec);

    // same size, different rank
    extent<1> dest_ex(src_ex.size());
    long dest_vec[200];
    array_view<long, 1> dest(dest_ex, dest_vec);

    // this should not compile
    src.copy_to(dest); // expected-error {{copy_to}}
    return runall_fail;
}
