// Ported from amp-conformance/Tests/5_Data_Cont/5_3_c_d/Misc/CopyEmptyData/test.cpp
// Copy array with no data: two arrays on the CPU accelerator's default view,
// made without data; after copy(src, dest) they hold the same elements.
// VerifyDataOnCpu of two arrays (amptest.h) compares views of them.
#include <stdio.h>
#include "amptest.h"

DEFINE_VERIFY_DATA_ON_CPU(int, 1)

static bool CopyArrayWithNoData(void)
{
    accelerator cpuDevice(accelerator_cpu_accelerator);

    array<int, 1> srcArray(10, cpuDevice.default_view);
    fprintf(stderr, "Created array of %d\n", srcArray.extent[0]);

    array<int, 1> destArray(10, cpuDevice.default_view);
    fprintf(stderr, "Created array of %d\n", destArray.extent[0]);

    copy(srcArray, destArray);

    array_view<const int, 1> srcView(srcArray), destView(destArray);
    if (!VerifyDataOnCpu_int_1(srcView, destView))
        return false;
    return true;
}

int main(void)
{
    if (!CopyArrayWithNoData())
        return runall_fail;

    //We are here means test passed.
    return runall_pass;
}
