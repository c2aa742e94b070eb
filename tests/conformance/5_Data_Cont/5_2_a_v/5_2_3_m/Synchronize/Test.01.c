// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_3_m/Synchronize/Test.01/test.cpp
// Modify array_view data in a parallel for each, and then use synchronize to
// see the updates
#include "amptest.h"

int main(void)
{
    int size = 30;
    int v[30];
    Fill_int(v, size);
    array_view<int, 1> av(size, v);

    parallel_for_each(av.extent, [av](index<1> i) restrict(amp) {
        av[i] = 3;
    });
    av.synchronize();

    // all elements should equal 3
    int count = 0; // std::count(v.begin(), v.end(), 3)
    for (int i = 0; i < size; i++)
        count += v[i] == 3;
    return count == size ? runall_pass : runall_fail;
}
