// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_3_m/ImplicitSynchronize/Synchronize/Test.04/test.cpp
// Verify a manual asynchronous synchronization
// require_device() and accelerator::set_default(acc.get_device_path()) choose
// the default device, which AMP C's program uses anyway. The original sets the
// default cpu access type (ACCESS_TYPE, a build variant of the suite) where the
// device shares memory with the cpu; AMP C has no cpu access types (LANGUAGE.md),
// so the data takes the one path AMP C has. std::shared_future<void> is
// completion_future; Log() is printf.
#include <stdio.h>
#include "amptest.h"

int main(void)
{
    int v[10];
    for (int i = 0; i < 10; i++)
        v[i] = 5;
    array_view<int, 1> av(10, v);

    printf("Writing on the GPU\n");
    parallel_for_each(extent<1>(1), [=](index<1> i) restrict(amp) {
        av[0] = 17;
    });

    printf("Forcing a synch\n");
    completion_future w = av.synchronize_async();
    w.wait();

    printf("Result is: %d Expected: 17\n", v[0]);
    int result = runall_pass;
    return REPORT_RESULT(result, v[0] == 17);
}
