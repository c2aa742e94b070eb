// Ported from amp-conformance/Tests/5_Data_Cont/5_3_c_d/Negative/ConstArray/Test.02/test.cpp
// Asynchronous copy from a const array to a const array
// The source array is on the default device: the original puts it on the
// cpu accelerator's default view (accelerator_view is not what this tests).
#include "amptest.h"

int main(void)
{
    const array<int, 1> srcArray(10);
    const array<int, 1> destArray(10);
    copy_async(srcArray, destArray).get(); // expected-error {{copy_async to 'const array<int, 1>': the destination's elements are const}}
    // We are here means test passed.
    return 1;
}
