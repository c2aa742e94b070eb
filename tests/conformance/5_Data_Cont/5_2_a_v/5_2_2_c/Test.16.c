// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_2_c/Test.16/test.cpp
// Test that a const array_view can be copy constructed from a read-write array_view
// (the vectors are int arrays; the accelerator_view argument of parallel_for_each is the default one)
#include <stdio.h>
#include "amptest.h"

int main(void)
{
    const int size = 100;

    int vec_rw[100], vec_ro[100];
    for(int i = 0; i < size; i++)
    {
        vec_rw[i] = i;
        vec_ro[i] = i;
    }

    array_view<int, 1> av_base(size, vec_ro); // rw array_view
    array_view<const int, 1> av_ro(av_base); // copy construct  ro array_view from rw array_view
    array_view<int, 1> av_rw(size, vec_rw); // for verification

    if(av_ro.extent[0] != av_base.extent[0]) // verify extent
    {
        printf("array_view extent different from extent used to initialize object. FAIL!\n");
        return runall_fail;
    }

    // use in parallel_for_each
    parallel_for_each(av_ro.extent, [=] (index<1> idx) restrict(amp)
    {
        av_rw[idx] = idx[0] + 1;
    });

    // vec should be updated after this
    printf("Accessing first element of array_view [%d] to force synchronize.\n", av_rw[0]);

    // verify data
    for(int i = 0; i < size; i++)
    {
        if(av_rw[i] != (i + 1) || vec_rw[i] != (i + 1))
        {
            printf("data copied to vector doesnt contained updated data at index : [%d]. FAIL!\n", i);
            printf("Expected: [%d] Actual av_rw: [%d] Actual vec: [%d]\n", (i+1), av_rw[i], vec_rw[i]);
            return runall_fail;
        }
    }

    printf("PASS!\n");
    return runall_pass;
}
