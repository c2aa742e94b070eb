// Ported from amp-conformance/Tests/5_Data_Cont/5_3_c_d/Negative/ConstArray/Test.04/test.cpp
// Asynchronous copy from a const array_view to a const array
// The view's array is a named array on the default device: the original
// makes a temporary array on the cpu accelerator's default view
// (accelerator_view is not what this tests).
#include "amptest.h"

int main(void)
{
    array<int, 1> srcData(10);
    const array_view<const int, 1> srcView(srcData);
    const array<int, 1> destArray(10);
    copy_async(srcView, destArray).get(); // expected-error {{copy_async to 'const array<int, 1>': the destination's elements are const}}
    // We are here means test passed.
    return 1;
}
