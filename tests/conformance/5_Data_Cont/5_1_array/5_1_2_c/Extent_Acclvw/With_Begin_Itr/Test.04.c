// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_2_c/Extent_Acclvw/With_Begin_Itr/Test.04/test.cpp
// Create arrays with the 2D (d0, d1, first, last, av) and (d0, d1, first,
// av) constructors over a plain array, (data, data + D0 * D1) and (data);
// views: the default one, immediate and automatic ones made by create_view.
// In the original a semicolon ends each `bool pass = ...` after its first
// call, so only the first call of each group decides; the other three still
// run (their && chain is evaluated and dropped), and so they do here.
// signed is int. An iterator range is a pair of pointers in AMP C
// (docs/language.md). _gpu_device is the default accelerator (the device the suite runs
// on: AMPCC_DEVICE), _cpu_device the CPU accelerator (the host device); the
// original's SKIP_IF(!is_gpu_hardware_available()) is left out, the ports
// run on whichever device the suite chooses.
#include "5_Data_Cont/5_1_array/5_1_2_c/constructor.h"

#define DEFINE_TEST(NAME, T, R, N, ...) \
    DEFINE_TEST_FEATURE_ITR_RANGE_ACCL_SIZES(NAME##_itr, T, R, N, __VA_ARGS__) \
    DEFINE_TEST_FEATURE_ITR_ACCL_SIZES(NAME##_begin, T, R, N, __VA_ARGS__) \
    static bool NAME(accelerator *gpu, accelerator *cpu) \
    { \
        int n = N; \
        T *data = malloc(n * sizeof *data); \
        for (int i = 0; i < n; i++) \
            data[i] = (T)rand(); \
        bool pass = NAME##_itr(data, data + n, gpu->default_view) && \
            ((void)(NAME##_itr(data, data + n, gpu->create_view(queuing_mode_immediate)) && \
            NAME##_itr(data, data + n, gpu->create_view(queuing_mode_automatic)) && \
            NAME##_itr(data, data + n, gpu->create_view(queuing_mode_automatic))), true) && \
            NAME##_begin(data, gpu->default_view) && \
            ((void)(NAME##_begin(data, gpu->create_view(queuing_mode_immediate)) && \
            NAME##_begin(data, gpu->create_view(queuing_mode_automatic)) && \
            NAME##_begin(data, gpu->create_view(queuing_mode_immediate))), true); \
        free(data); \
        return pass; \
    }

DEFINE_TEST(test_int_1_1, int, 2, 1*1, 1, 1)
DEFINE_TEST(test_int_7_31, int, 2, 7*31, 7, 31)
DEFINE_TEST(test_int_91_5, int, 2, 91*5, 91, 5)
DEFINE_TEST(test_unsigned_31_19, unsigned, 2, 31*19, 31, 19)
DEFINE_TEST(test_signed_91_5, signed, 2, 91*5, 91, 5)
DEFINE_TEST(test_float_31_19, float, 2, 31*19, 31, 19)
DEFINE_TEST(test_float_5_1, float, 2, 5*1, 5, 1)
DEFINE_TEST(test_double_13_7, double, 2, 13*7, 13, 7)

int main(void)
{
    int result = runall_pass;
    accelerator gpu_device, cpu_device(accelerator_cpu_accelerator);
    REPORT_RESULT(result, test_int_1_1(&gpu_device, &cpu_device));
    REPORT_RESULT(result, test_int_7_31(&gpu_device, &cpu_device));
    REPORT_RESULT(result, test_int_91_5(&gpu_device, &cpu_device));
    REPORT_RESULT(result, test_unsigned_31_19(&gpu_device, &cpu_device));
    REPORT_RESULT(result, test_signed_91_5(&gpu_device, &cpu_device));
    REPORT_RESULT(result, test_float_31_19(&gpu_device, &cpu_device));
    REPORT_RESULT(result, test_float_5_1(&gpu_device, &cpu_device));
    REPORT_RESULT(result, test_double_13_7(&gpu_device, &cpu_device));
    return result;
}
