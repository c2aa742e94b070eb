// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_3_m/Refresh/Test.01/test.cpp
// Use refresh on an array_view after modifying the data
#include "amptest.h"

int main(void)
{
    int size = 30;
    int v[30];
    Fill_int(v, size);
    array_view<const int, 1> av(size, v);
    v[17] = 93;
    av.refresh();
    return av[17] == 93 ? runall_pass : runall_fail;
}
