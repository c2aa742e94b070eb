// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_3_m/Copy_To/Test.02/test.cpp
// Use refresh on an array_view after modifying the data, multiple views
#include "amptest.h"

int main(void)
{
    int size = 30;
    int v[30];
    Fill_int(v, size);
    array_view<int, 1> a(size, v);
    array_view<const int, 1> b(a);
    v[17] = 93;
    a.refresh();
    return a[17] == 93 && b[17] == 93 ? runall_pass : runall_fail;
}
