// Ported from amp-conformance/Tests/5_Data_Cont/5_3_c_d/Negative/CopyWithConstObject/Test.03/test.cpp
// Copy from const array_view to const array with explicit template parameters
// C has no explicit template arguments: the original's copy<int, 1>(src, dst)
// is copy(src, dst); MSVC's C2665 (no overload takes a const destination) is
// ampcc's error for a const destination.
#include "amptest.h"

int main(void)
{
    array<int, 1> data(10);
    const array_view<int, 1> src(data);
    const array<int, 1> dst(10);
    copy(src, dst); // expected-error {{copy to 'const array<int, 1>': the destination's elements are const}}
    return runall_fail;
}
