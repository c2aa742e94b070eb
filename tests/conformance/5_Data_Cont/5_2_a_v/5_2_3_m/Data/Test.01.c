// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_3_m/Data/Test.01/test.cpp
// An array view can have it's data pointer accessed in the GPU context
#include "amptest.h"

int main(void)
{
    const int size = 20;
    int vec[20];
    Fill_int(vec, size);
    extent<1> ex(size);
    array<int, 1> arr(ex, vec);

    // access this on the GPU
    array_view<const int, 1> av(arr);

    // fill this on the GPU
    int result_v[20] = {0};
    array_view<int, 1> result(20, result_v);
    parallel_for_each(av.extent, [av, result](index<1> i) restrict(amp) {
       result.data()[i[0]] =  av.data()[i[0]]; // get and set data using the pointer
    });

    return Verify_int(result.data(), av.data(), size) ? runall_pass : runall_fail;
}
