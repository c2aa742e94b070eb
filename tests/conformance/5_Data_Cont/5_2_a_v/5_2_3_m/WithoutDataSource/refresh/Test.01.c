// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_3_m/WithoutDataSource/refresh/Test.01/test.cpp
// refresh() on an array_view without a data source, before and after
// kernels on two views of one device (its default view and a new one): the
// kernels' writes are kept (nothing outside the view can change its data),
// and a third kernel, on the default device, sees them. require_device is
// accelerator_common.h's.
#include "amptest.h"
#include "../../../../../3_device_Modeling/accelerator_common.h"

static int test1(accelerator *device)
{
    int result = runall_pass;
    const int M = 256;
    accelerator_view default_av = device->default_view;
    accelerator_view av = device->create_view();
    array_view<int, 1> arrViewSrc(M);
    arrViewSrc.refresh();
    parallel_for_each(default_av, arrViewSrc.extent, [=](index<1> idx) restrict(amp) {
        arrViewSrc(idx) = idx[0];
    });
    parallel_for_each(av, arrViewSrc.extent, [=](index<1> idx) restrict(amp) {
        arrViewSrc(idx) += 10;
    });
    arrViewSrc.refresh();
    int cmp_result = 0;
    array_view<int, 1> av_result(1, &cmp_result);
    parallel_for_each(arrViewSrc.extent, [=](index<1> idx) restrict(amp) {
        if (arrViewSrc(idx) != (idx[0] + 10))
            atomic_fetch_inc(&av_result[0]);
    });
    av_result.synchronize();
    REPORT_RESULT(result, cmp_result == 0);
    return result;
}

int main(void)
{
    accelerator a = require_device();
    int res = runall_pass;
    REPORT_RESULT(res, test1(&a) == runall_pass);
    return res;
}
