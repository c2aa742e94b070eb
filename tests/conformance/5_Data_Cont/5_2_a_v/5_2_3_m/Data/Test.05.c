// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_3_m/Data/Test.05/test.cpp
// Create and access the data point for an array view of one element
#include "amptest.h"

int main(void)
{
    const int size = 1;
    float vec[1];
    Fill_float(vec, size);
    extent<1> ex(size);
    array_view<float> original(ex, vec);
    return Verify_float(original.data(), vec, size) ? runall_pass : runall_fail;
}
