// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_3_m/Data/Test.04/test.cpp
// Access the data pointer after taking a section and shifting coordinates
#include "amptest.h"

int main(void)
{
    const int size = 20;
    int vec[20];
    Fill_int(vec, size);
    extent<1> ex(size);
    array_view<int, 1> original(ex, vec);
    array_view<int, 1> section = original.section(5, 15);
    array_view<int, 1> shifted = section.view_as(extent<1>(15));

    return Verify_int(shifted.data(), original.data() + 5, 15) ? runall_pass : runall_fail;
}
