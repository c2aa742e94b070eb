// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_3_m/ImplicitSynchronize/Local/Test.03/test.cpp
// Create an AV, create a nested section and use that to write data
// (std::vector is an array; the suite's VerifyDataOnCpu(av, vector) compares
// with a view of the vector; av.get_extent() is av.extent. As in the original,
// random_data stays zero: the second Fill fills v again.)
#include "amptest.h"

DEFINE_VERIFY_DATA_ON_CPU(int, 1)

int main(void)
{
    int v[100];
    Fill_int(v, 100);
    array_view<int, 1> av(extent<1>(100), v);

    int random_data[100] = {0};
    Fill_int(v, 100);

    // create a new read/write av and write to that
    array_view<int, 1> other = av.section(av.extent);
    for (unsigned int i = 0; i < 100u; i++)
    {
        other[i] = random_data[i];
    }

    array_view<int, 1> expected(100, random_data);
    return VerifyDataOnCpu_int_1(av, expected) ? runall_pass : runall_fail;
}
