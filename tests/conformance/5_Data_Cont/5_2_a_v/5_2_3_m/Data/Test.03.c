// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_3_m/Data/Test.03/test.cpp
// Access the data pointer of an array_view with a different coordinate system
#include "amptest.h"

int main(void)
{
    const int size = 20;
    int vec[20];
    Fill_int(vec, size);
    extent<1> ex(size);
    array_view<int, 1> original(ex, vec);
    //create a shifted view
    array_view<int, 1> shifted = original.view_as(extent<1>(size));

    return Verify_int(shifted.data(), original.data(), size) ? runall_pass : runall_fail;
}
