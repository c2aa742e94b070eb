/* A kernel that the device compiler rejects. ampcc's own OpenCL C is valid,
 * so the failure is forced from outside: PoCL appends POCL_EXTRA_BUILD_FLAGS
 * to every program build, and -Dvoid=... breaks every kernel. The caches are
 * off so that the build really happens. PoCL-specific (the default device). */
// RUN-ENV: POCL_EXTRA_BUILD_FLAGS=-Dvoid=ampcc_rtfail_no_such_type POCL_KERNEL_CACHE=0 AMPCC_CACHE=0 AMPCC_DEVICE=cpu
// EXPECT-STDERR: build
#include <stdio.h>

int main(void)
{
    int data[4] = {1, 2, 3, 4};
    array_view<int, 1> v(4, data);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { /* FAILS-HERE */
        v[i] += 1;
    });
    printf("result: %d\n", v[0]);
    return 0;
}
