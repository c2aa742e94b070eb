// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_2_c/5_1_2_1/Extent_Accl_Staging/General/Test.02/test.cpp
// Arrays made with a device's view first and the CPU accelerator's second,
// (extent, gpu_av, cpu_av) and the size-only forms
// (test_accl_staging_buffer_constructor, constructor.h), automatic and
// immediate views in three pairings; int, unsigned int, float at rank 5.
// p_device_cpu is the first CPU accelerator accelerator::get_all lists,
// p_device_gpu the last other device (nothing is tested without both).
#include "5_Data_Cont/5_1_array/5_1_2_c/constructor.h"

#define DEFINE_TEST(NAME, T) \
    DEFINE_TEST_ACCL_STAGING_BUFFER_CONSTRUCTOR(NAME##_staging, T, 5) \
    static int NAME(accelerator *p_device_gpu, accelerator *p_device_cpu) \
    { \
        if (p_device_cpu && p_device_gpu) { \
            if (!NAME##_staging(p_device_gpu->create_view(queuing_mode_automatic), p_device_cpu->create_view(queuing_mode_automatic))) \
                return runall_fail; \
            if (!NAME##_staging(p_device_gpu->create_view(queuing_mode_immediate), p_device_cpu->create_view(queuing_mode_automatic))) \
                return runall_fail; \
            if (!NAME##_staging(p_device_gpu->create_view(queuing_mode_automatic), p_device_cpu->create_view(queuing_mode_immediate))) \
                return runall_fail; \
        } \
        return runall_pass; \
    }

DEFINE_TEST(test_int, int)
DEFINE_TEST(test_unsigned, unsigned int)
DEFINE_TEST(test_float, float)

int main(void)
{
    int result = runall_pass;
    accelerator *p_device_cpu = NULL, *p_device_gpu = NULL;
    accelerator accl_devices[64], cpu(accelerator_cpu_accelerator);
    int n = accelerator_get_all(accl_devices, 64);
    for (int i = 0; i < n && i < 64; i++) {
        if (accl_devices[i] == cpu && !p_device_cpu)
            p_device_cpu = &accl_devices[i];
        else
            p_device_gpu = &accl_devices[i];
    }
    REPORT_RESULT(result, test_int(p_device_gpu, p_device_cpu) == runall_pass);
    REPORT_RESULT(result, test_unsigned(p_device_gpu, p_device_cpu) == runall_pass);
    REPORT_RESULT(result, test_float(p_device_gpu, p_device_cpu) == runall_pass);
    return result;
}
