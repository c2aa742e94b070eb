// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_2_c/Extent_Acclvw/With_Begin_End_Itrs/Test.02/test.cpp
// Create arrays with the 1-D (size, first, last, av) and (size, first, av)
// constructors over a deque (values pushed to the back: an array), its
// pointer and one past its end; views: the default one, immediate and
// automatic ones made by create_view. An iterator range is a pair of
// pointers in AMP C (docs/language.md). _gpu_device is the default accelerator (the device the suite runs
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
            NAME##_itr(data, data + n, gpu->create_view(queuing_mode_immediate)) && \
            NAME##_itr(data, data + n, gpu->create_view(queuing_mode_automatic)) && \
            NAME##_itr(data, data + n, gpu->create_view(queuing_mode_automatic)) && \
            NAME##_begin(data, gpu->default_view) && \
            NAME##_begin(data, gpu->create_view(queuing_mode_immediate)) && \
            NAME##_begin(data, gpu->create_view(queuing_mode_automatic)) && \
            NAME##_begin(data, gpu->create_view(queuing_mode_immediate)); \
        free(data); \
        return pass; \
    }

DEFINE_TEST(test_int_1, int, 1, 1, 1)
DEFINE_TEST(test_unsigned_91, unsigned, 1, 91, 91)
DEFINE_TEST(test_float_5, float, 1, 5, 5)
DEFINE_TEST(test_double_31, double, 1, 31, 31)

int main(void)
{
    int result = runall_pass;
    accelerator gpu_device, cpu_device(accelerator_cpu_accelerator);
    REPORT_RESULT(result, test_int_1(&gpu_device, &cpu_device));
    REPORT_RESULT(result, test_unsigned_91(&gpu_device, &cpu_device));
    REPORT_RESULT(result, test_float_5(&gpu_device, &cpu_device));
    REPORT_RESULT(result, test_double_31(&gpu_device, &cpu_device));
    return result;
}
