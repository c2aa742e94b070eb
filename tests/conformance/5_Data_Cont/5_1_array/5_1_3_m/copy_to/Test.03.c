// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_3_m/copy_to/Test.03/test.cpp
// copy_to from an array made on a view (a new view of require_device(), the
// first device that is not the CPU accelerator) to an array_view over host
// memory, for ranks 1 to 3. The template is written out per rank (TEST);
// Fill<int> is Fill_int and Verify(dst_v, src_v) is Verify_int.
#include <stdlib.h>
#include "amptest.h"
#include "../../../../3_device_Modeling/accelerator_common.h"

#define TEST(R) \
    static int test_##R(extent<R> e, accelerator_view acc_view) \
    { \
        int n = e.size(); \
        int *src_v = malloc(n * sizeof *src_v), *dst_v = calloc(n, sizeof *dst_v); \
        int verdict; \
        Fill_int(src_v, n); \
        { \
            array<int, R> src(e, src_v, acc_view); \
            array_view<int, R> dst_av(e, dst_v); \
            src.copy_to(dst_av); \
            dst_av.synchronize(); \
            verdict = Verify_int(dst_v, src_v, n) ? runall_pass : runall_fail; \
        } \
        free(src_v); \
        free(dst_v); \
        return verdict; \
    }
TEST(1)
TEST(2)
TEST(3)

int main(void)
{
    accelerator dev = require_device();
    accelerator_view acc_view = dev.create_view();
    int result = runall_pass;
    extent<1> e1(10);
    extent<2> e2(1, 20);
    extent<3> e3(10, 2, 3);
    REPORT_RESULT(result, test_1(e1, acc_view) == runall_pass);
    REPORT_RESULT(result, test_2(e2, acc_view) == runall_pass);
    REPORT_RESULT(result, test_3(e3, acc_view) == runall_pass);
    return result;
}
