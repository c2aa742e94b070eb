// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_2_c/5_1_2_1/Extent_Accl_Staging/With_Itrs/Test.03/test.cpp
// Create arrays with the 2-D (d0, d1, first, last, av1, av2) and (d0, d1,
// first, av1, av2) constructors over a hash_multiset of rand() values (an
// array; its order is unspecified and the test does not depend on it):
// begin()/end() and cbegin()/cend() its pointer and one past its end,
// rbegin()/rend() and crbegin()/crend() those of a reversed copy (REVERSED,
// constructor.h). signed is int. An iterator range is a pair of pointers in
// AMP C (docs/language.md). The views are the device's first and the CPU accelerator's second:
// an array on the device associated with the host (the runtime makes a
// staging array only when the host's view comes first). _gpu_device is the default accelerator (the device the suite runs
// on: AMPCC_DEVICE), _cpu_device the CPU accelerator (the host device); the
// original's SKIP_IF(!is_gpu_hardware_available()) is left out, the ports
// run on whichever device the suite chooses.
#include "5_Data_Cont/5_1_array/5_1_2_c/constructor.h"

#define DEFINE_TEST(NAME, T, R, N, ...) \
    DEFINE_TEST_FEATURE_STAGING_ITR_RANGE_SIZES(NAME##_itr, T, R, N, __VA_ARGS__) \
    DEFINE_TEST_FEATURE_STAGING_ITR_SIZES(NAME##_begin, T, R, N, __VA_ARGS__) \
    static bool NAME(accelerator *gpu, accelerator *cpu) \
    { \
        int n = N; \
        T *data = malloc(n * sizeof *data); \
        for (int i = 0; i < n; i++) \
            data[i] = (T)rand(); \
        T *rdata = REVERSED(T, data, n); \
        bool pass = NAME##_itr(data, data + n, gpu->default_view, cpu->default_view) && \
            NAME##_itr(rdata, rdata + n, gpu->create_view(queuing_mode_immediate), cpu->create_view(queuing_mode_immediate)) && \
            NAME##_itr(data, data + n, gpu->create_view(queuing_mode_automatic), cpu->create_view(queuing_mode_automatic)) && \
            NAME##_itr(rdata, rdata + n, gpu->create_view(queuing_mode_automatic), cpu->create_view(queuing_mode_immediate)) && \
            NAME##_begin(data, gpu->default_view, cpu->default_view) && \
            NAME##_begin(rdata, gpu->create_view(queuing_mode_immediate), cpu->create_view(queuing_mode_immediate)) && \
            NAME##_begin(data, gpu->create_view(queuing_mode_automatic), cpu->create_view(queuing_mode_automatic)) && \
            NAME##_begin(rdata, gpu->create_view(queuing_mode_immediate), cpu->create_view(queuing_mode_automatic)); \
        free(data); \
        free(rdata); \
        return pass; \
    }

DEFINE_REVERSED(int)
DEFINE_REVERSED(unsigned)
DEFINE_REVERSED(signed)
DEFINE_REVERSED(float)
DEFINE_REVERSED(double)
DEFINE_TEST(test_int_1_1, int, 2, 1*1, 1, 1)
DEFINE_TEST(test_int_7_31, int, 2, 7*31, 7, 31)
DEFINE_TEST(test_unsigned_91_5, unsigned, 2, 91*5, 91, 5)
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
    REPORT_RESULT(result, test_unsigned_91_5(&gpu_device, &cpu_device));
    REPORT_RESULT(result, test_unsigned_31_19(&gpu_device, &cpu_device));
    REPORT_RESULT(result, test_signed_91_5(&gpu_device, &cpu_device));
    REPORT_RESULT(result, test_float_31_19(&gpu_device, &cpu_device));
    REPORT_RESULT(result, test_float_5_1(&gpu_device, &cpu_device));
    REPORT_RESULT(result, test_double_13_7(&gpu_device, &cpu_device));
    return result;
}
