// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_2_c/Test.12/test.cpp
// Copy construct an array_view from another array_view. Ensure that a shallow copy is made by
// changing data using one view and make sure the other view can see the update
// (the vector is an int array; the accelerator_view argument of parallel_for_each is the default one)
#include <stdio.h>
#include "amptest.h"

DEFINE_VERIFY_VIEW_VECTOR(int, 1)

int main(void)
{
    const int size = 100;

    int vec[100];
    Fill_int(vec, size);

    array_view<int, 1> av1(size, vec);
    array_view<int, 1> av2(av1); // copy construct

    if(av1.extent[0] != av2.extent[0]) // Verify extent
    {
        printf("array_view extent different from extent used to initialize object. FAIL!\n");
        return runall_fail;
    }

    // verify data
    if(!VerifyDataOnCpu_vec_int_1(av2, vec, size))
    {
        printf("array_view data does not match original data. FAIL!\n");
        return runall_fail;
    }

    // use in parallel_for_each
    parallel_for_each(av1.extent, [=] (index<1> idx) restrict(amp)
    {
        av1[idx] = av1[idx] + 1;
    });

    // vec should be updated after this
    printf("Accessing first element of array_view [%d] to force synchronize.\n", av1[0]);

    // verify data
    if(!VerifyDataOnCpu_vec_int_1(av2, vec, size))
    {
        printf("data copied to vector doesnt contained updated data. FAIL!\n");
        return runall_fail;
    }

    printf("PASS!\n");
    return runall_pass;
}
