// Ported from amp-conformance/Tests/5_Data_Cont/5_3_c_d/Negative/CopyWithConstObject/Test.01.01/test.cpp
// Copy involving const array<T, N>
// std::vector<int> data(10, 5) is an int array of ten 5s.
// MSVC's error (a const destination) is ampcc's error for a const destination.
#include "amptest.h"

int main(void)
{
    int data[10] = {5, 5, 5, 5, 5, 5, 5, 5, 5, 5};
    const array<int, 1> src(10, data);
    const array<int, 1> dst(10);
    copy(src, dst); // expected-error {{copy to 'const array<int, 1>': the destination's elements are const}}
    return runall_fail;
}
