// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_2_c/Extent_Acclvw/General/Test.01/test.cpp
// Construct array using accelerator_view specialized constructors - using
// the default view of every device accelerator::get_all lists but the CPU
// accelerator (the host device): test_accl_constructor (constructor.h) at
// rank 5 for int, unsigned int, float, and double where the device
// supports double precision (the original returns skip for the double test
// on a device without it and does not count a skip).
#include "5_Data_Cont/5_1_array/5_1_2_c/constructor.h"

DEFINE_TEST_ACCL_CONSTRUCTOR(test_accl_int, int, 5)
DEFINE_TEST_ACCL_CONSTRUCTOR(test_accl_unsigned, unsigned, 5)
DEFINE_TEST_ACCL_CONSTRUCTOR(test_accl_float, float, 5)
DEFINE_TEST_ACCL_CONSTRUCTOR(test_accl_double, double, 5)

/* test_feature<T, 5>, or the double one (which skips where a device lacks
 * double precision). */
static int test_feature(bool (*test)(accelerator_view), bool is_double)
{
    accelerator devices[64], cpu(accelerator_cpu_accelerator);
    int n = accelerator_get_all(devices, 64);
    printf("Found %d devices\n", n);
    for (int i = 0; i < n && i < 64; i++) {
        if (devices[i] == cpu)
            continue;
        accelerator device = devices[i];
        if (is_double && !device.supports_double_precision)
            return runall_skip;
        printf("Device %d: %s (%s)\n", i, device.description, device.device_path);
        if (!test(device.default_view))
            return runall_fail;
        printf("Finished with device %d\n", i);
    }
    return runall_pass;
}

int main(void)
{
    int result = runall_pass;
    REPORT_RESULT(result, test_feature(test_accl_int, false) == runall_pass);
    REPORT_RESULT(result, test_feature(test_accl_unsigned, false) == runall_pass);
    REPORT_RESULT(result, test_feature(test_accl_float, false) == runall_pass);
    int dbl_result = test_feature(test_accl_double, true);
    if (dbl_result != runall_skip) // don't aggregate if skipped
        REPORT_RESULT(result, dbl_result == runall_pass);
    return result;
}
