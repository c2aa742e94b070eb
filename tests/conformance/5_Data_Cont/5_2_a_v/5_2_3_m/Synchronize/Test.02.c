// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_3_m/Synchronize/Test.02/test.cpp
// Modify array_view data in a parallel for each, and then use synchronize_async to see the updates
// accelerator::set_default(require_device().get_device_path()) chooses the
// default device, which AMP C's program uses anyway; std::shared_future<void>
// is completion_future; std::count is a loop.
#include "amptest.h"

int main(void)
{
    int size = 30;
    int v[30];
    Fill_int(v, size);
    array_view<int, 1> av(size, v);
    parallel_for_each(av.extent, [av](index<1> i) restrict(cpu, amp) {
        av[i] = 3;
    });

    completion_future w = av.synchronize_async();
    w.wait();

    // All elements should equal 3
    int count = 0;
    for (int i = 0; i < size; i++)
        count += v[i] == 3;
    return count == size ? runall_pass : runall_fail;
}
