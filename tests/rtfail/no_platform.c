/* No OpenCL platform at all: the ICD loader is pointed at an empty folder.
 * The first construct that needs the device (the launch) reports it. */
// RUN-ENV: OCL_ICD_VENDORS=@EMPTY@
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
