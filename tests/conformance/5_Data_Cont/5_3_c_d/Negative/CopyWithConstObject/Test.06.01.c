// Ported from amp-conformance/Tests/5_Data_Cont/5_3_c_d/Negative/CopyWithConstObject/Test.06.01/test.cpp
// Copy involving const pointer pointing to const values
// std::vector<int> data(10, 5) is an int array of ten 5s.
// MSVC's error (a const destination) is ampcc's error for a const destination.
#include "amptest.h"

int main(void)
{
    int data[10] = {5, 5, 5, 5, 5, 5, 5, 5, 5, 5};
    const array<int, 1> src(10, data);
    const int *const dst = 0;
    copy(src, dst); // expected-error {{copy to 'const int * const': the destination's elements are const}}
    return runall_fail;
}
