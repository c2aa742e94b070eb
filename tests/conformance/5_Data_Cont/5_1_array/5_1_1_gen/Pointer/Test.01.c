// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_1_gen/Pointer/Test.01/test.cpp
// Using pointer to an array that is retrieved within the lambda is ok.
// (VerifyAllSameValue(ary, v) == -1 checks that every element is v: the
// array is copied out and compared here)
#include "amptest.h"

int main(void)
{
    // Setup input data
    int val = 1;
    array<int,1> ary(1, &val);

    // Setup output
    int expected_new_val = 2012;
    parallel_for_each(ary.extent, [=,&ary](index<1> idx) restrict(amp) {
        // Get a pointer to our input container
        // This line verifies the expected type of the captured array, so no casting is neccessary
        array<int,1>* ary_ptr = &ary;
        (*ary_ptr)[idx] = expected_new_val;
    });

    // Copy the results to the CPU and verify
    int out[1];
    ary.copy_to(out);
    return out[0] == expected_new_val ? runall_pass : runall_fail;
}
