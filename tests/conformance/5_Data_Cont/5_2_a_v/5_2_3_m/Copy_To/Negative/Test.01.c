// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_3_m/Copy_To/Negative/Test.01/test.cpp
// Copy an array_view to an array with a different shape
// get_device(Device::ALL_DEVICES, device) finds the default device, whose
// default view the array is on (the default in AMP C); std::vector<long> is
// a long array. The runtime_exception is caught by an error handler
// (LANGUAGE.md section 10): the failed copy_to returns, and amp_last_error()
// says it failed; Log() is printf.
#include <stdio.h>
#include "amptest.h"

static void ignore_error(const amp_error *e, void *arg)
{
    (void)e;
    (void)arg;
}

int main(void)
{
    extent<2> av_ex(20, 10);
    long vec[200];
    Fill_long(vec, av_ex.size());
    array_view<long, 2> av(av_ex, vec);

    // the array has a different shape
    extent<2> arr_ex(10, 20);
    array<long, 2> arr(arr_ex);

    amp_set_error_handler(ignore_error, NULL);
    // this should throw
    av.copy_to(arr);
    const amp_error *e = amp_last_error();
    if (!e || e->kind != amp_runtime_exception)
        return runall_fail;
    printf("%s\n", e->message);
    return runall_pass;
}
