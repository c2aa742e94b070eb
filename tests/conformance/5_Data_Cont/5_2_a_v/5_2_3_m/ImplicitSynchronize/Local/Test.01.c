// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_3_m/ImplicitSynchronize/Local/Test.01/test.cpp
// Create an AV, create a read/write view over it and use that to write data
// (the vectors are int arrays; the original fills v twice and never
// random_data, which stays zeros)
#include "amptest.h"

DEFINE_VERIFY_VIEW_VECTOR(int, 1)

int main(void)
{
    int v[100] = {0};
    Fill_int(v, 100);
    array_view<int, 1> av(extent<1>(100), v);

    int random_data[100] = {0};
    Fill_int(v, 100);

    // create a new read/write av and write to that
    array_view<int, 1> other(av);
    for (unsigned int i = 0; i < 100u; i++)
    {
        other[i] = random_data[i];
    }

    return VerifyDataOnCpu_vec_int_1(av, random_data, 100) ? runall_pass : runall_fail;
}
