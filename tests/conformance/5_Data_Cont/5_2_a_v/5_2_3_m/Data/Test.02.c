// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_3_m/Data/Test.02/test.cpp
// Access the data pointer of an array_view section
#include "amptest.h"

int main(void)
{
    const int size = 20;
    int vec[20];
    Fill_int(vec, size);
    extent<1> ex(size);
    array_view<int, 1> original(ex, vec);
    //create a subsection
    array_view<int, 1> section = original.section(5, 15);

    // the data pointer of the section is offset by 5
    return Verify_int(section.data(), original.data() + 5, 15) ? runall_pass : runall_fail;
}
