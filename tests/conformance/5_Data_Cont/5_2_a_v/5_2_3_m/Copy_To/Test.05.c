// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_3_m/Copy_To/Test.05/test.cpp
// Copy from one section of an Array to Another
#include "amptest.h"

DEFINE_VERIFY_DATA_ON_CPU(long, 2)

int main(void)
{
    extent<2> ex(10, 20);
    long v[200];
    Fill_long(v, ex.size());
    array<long, 2> arr(ex, v);

    // now create two sections
    array_view<long, 2> src = arr.section(index<2>(0, 0), extent<2>(10, 10));
    array_view<long, 2> dest = arr.section(index<2>(0, 10), extent<2>(10, 10));

    src.copy_to(dest);

    return VerifyDataOnCpu_long_2(dest, src) ? runall_pass : runall_fail;
}
