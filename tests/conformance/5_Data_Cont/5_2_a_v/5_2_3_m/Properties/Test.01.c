// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_3_m/Properties/Test.01/test.cpp
// Access all properties using the get_foo() style (in AMP C: .extent)
#include <stdio.h>
#include "amptest.h"

int main(void)
{
    const int size = 10 * 10 * 1;
    int vec[100];
    Fill_int(vec, size);
    extent<3> ex(10, 10, 1);
    array<int, 3> arr(ex, vec);
    array_view<int, 3> av(arr);

    if(arr.extent != av.extent) // verify extent
    {
        printf("array and array_view extents do not match. FAIL!\n");
        return runall_fail;
    }
    return runall_pass;
}
