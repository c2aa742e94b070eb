// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_3_m/Data/Test.01.01/test.cpp
// data() of array_views in amp code: a kernel copies, through the views'
// data pointers, a const view of a staging array (made with the CPU
// accelerator's view first, associated with the device) into a view of host
// memory; the host then compares the two through data(). require_device
// (Device::ALL_DEVICES) is accelerator_common.h's; Fill<int> is Fill_int.
#include "amptest.h"
#include "../../../../3_device_Modeling/accelerator_common.h"

int main(void)
{
    accelerator cpu(accelerator_cpu_accelerator);
    accelerator device = require_device();
    accelerator_view acc_view = device.default_view;
    enum { size = 20 };
    int vec[size];
    Fill_int(vec, size);
    extent<1> ex(size);
    array<int, 1> arr(ex, vec, cpu.default_view, acc_view);
    // access this on the GPU
    array_view<const int, 1> av(arr);
    // fill this on the GPU
    int result_v[size] = {0};
    array_view<int, 1> result(20, result_v);
    parallel_for_each(av.extent, [av, result](index<1> i) restrict(cpu, amp) {
        result.data()[i[0]] = av.data()[i[0]]; // get and set data using the pointer
    });
    return Verify_int(result.data(), av.data(), size) ? runall_pass : runall_fail;
}
