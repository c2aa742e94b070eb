/* No OpenCL platform at all: the ICD loader is pointed at an empty folder
 * (with a trailing '/', which Khronos loaders before 2020 need) and given no
 * extra ICDs (OCL_ICD_FILENAMES, which the Khronos loader loads whatever
 * OCL_ICD_VENDORS says), and the OpenCL default is asked for, not a device by
 * name (the H100 runs set AMPCC_DEVICE=gpu): AMPCC_DEVICE=opencl, since with
 * AMPCC_DEVICE unset a machine without a platform runs on the host device
 * (tests/suites/runtime_default.sh). The first construct that needs the
 * device (the launch) reports it. A loader that ignores OCL_ICD_VENDORS (one older than the
 * variable, as drivers bundle) still finds the system's platforms: the test is
 * then skipped (NEEDS-NO-PLATFORM), not failed. */
// RUN-ENV: OCL_ICD_VENDORS=@EMPTY@/ OCL_ICD_FILENAMES= AMPCC_DEVICE=opencl
// NEEDS-NO-PLATFORM
// EXPECT-STDERR: [Pp]latform
#include <stdio.h>

int main(void)
{
    int data[4] = {1, 2, 3, 4};
    array_view<int, 1> v(4, data);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { /* FAILS-HERE */
        v[i] *= 2;
    });
    printf("result: %d\n", v[0]);
    return 0;
}
