// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_2_c/5_1_2_1/Extent_Accl_Staging/General/Test.01/test.cpp
// Arrays made with two views of one device, (extent, av1, av2) and the
// size-only forms (test_accl_staging_buffer_constructor, constructor.h):
// the default view twice, immediate and automatic views, automatic and
// immediate; on every device but the CPU accelerator (the host device);
// int rank 5, unsigned int rank 3, float rank 4, and double rank 8 on the
// devices with limited double precision (not counted when there is none).
#include "5_Data_Cont/5_1_array/5_1_2_c/constructor.h"

DEFINE_TEST_ACCL_STAGING_BUFFER_CONSTRUCTOR(staging_int_5, int, 5)
DEFINE_TEST_ACCL_STAGING_BUFFER_CONSTRUCTOR(staging_unsigned_3, unsigned int, 3)
DEFINE_TEST_ACCL_STAGING_BUFFER_CONSTRUCTOR(staging_float_4, float, 4)
DEFINE_TEST_ACCL_STAGING_BUFFER_CONSTRUCTOR(staging_double_8, double, 8)

static int test_feature(bool (*test)(accelerator_view, accelerator_view), bool needs_double)
{
    accelerator all[64], cpu(accelerator_cpu_accelerator);
    int n = accelerator_get_all(all, 64), tested = 0;
    int result = runall_pass;
    for (int i = 0; i < n && i < 64; i++) {
        accelerator device = all[i];
        if (device == cpu || (needs_double && !device.supports_limited_double_precision))
            continue;
        tested++;
        printf("Device %d: %s (%s)\n", i, device.description, device.device_path);
        REPORT_RESULT(result, test(device.default_view, device.default_view));
        REPORT_RESULT(result, test(device.create_view(queuing_mode_immediate), device.create_view(queuing_mode_automatic)));
        REPORT_RESULT(result, test(device.create_view(queuing_mode_automatic), device.create_view(queuing_mode_immediate)));
    }
    return needs_double && tested == 0 ? runall_skip : result;
}

int main(void)
{
    int result = runall_pass;
    REPORT_RESULT(result, test_feature(staging_int_5, false) == runall_pass);
    REPORT_RESULT(result, test_feature(staging_unsigned_3, false) == runall_pass);
    REPORT_RESULT(result, test_feature(staging_float_4, false) == runall_pass);
    int dbl_result = test_feature(staging_double_8, true);
    if (dbl_result != runall_skip) // don't aggregate if skipped
        REPORT_RESULT(result, dbl_result == runall_pass);
    return result;
}
