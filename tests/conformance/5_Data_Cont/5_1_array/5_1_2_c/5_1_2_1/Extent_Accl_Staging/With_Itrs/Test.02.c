// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_2_c/5_1_2_1/Extent_Accl_Staging/With_Itrs/Test.02/test.cpp
// Create arrays with the 1-D (size, first, last, av1, av2) and (size, first,
// av1, av2) constructors over a hash_set of D0 rand() values (distinct here,
// as a set holds them; its order is unspecified and the test does not depend
// on it): begin()/end() and cbegin()/cend() its pointer and one past its
// end, rbegin()/rend() and crbegin()/crend() those of a reversed copy
// (REVERSED, constructor.h). An iterator range is a pair of pointers in AMP C
// (docs/language.md). The views are the device's first and the CPU accelerator's second:
// an array on the device associated with the host (the runtime makes a
// staging array only when the host's view comes first). _gpu_device is the default accelerator (the device the suite runs
// on: AMPCC_DEVICE), _cpu_device the CPU accelerator (the host device); the
// original's SKIP_IF(!is_gpu_hardware_available()) is left out, the ports
// run on whichever device the suite chooses.
#include "5_Data_Cont/5_1_array/5_1_2_c/constructor.h"

/* The next rand() value not among data[0..count): a set's insert loop. */
#define DEFINE_DISTINCT(T) \
    static T distinct_##T(const T *data, int count) \
    { \
        for (;;) { \
            T v = (T)rand(); \
            int i = 0; \
            while (i < count && data[i] != v) \
                i++; \
            if (i == count) \
                return v; \
        } \
    }
DEFINE_DISTINCT(int)
DEFINE_DISTINCT(unsigned)
DEFINE_DISTINCT(float)
DEFINE_DISTINCT(double)

#define DEFINE_TEST(NAME, T, R, N, ...) \
    DEFINE_TEST_FEATURE_STAGING_ITR_RANGE_SIZES(NAME##_itr, T, R, N, __VA_ARGS__) \
    DEFINE_TEST_FEATURE_STAGING_ITR_SIZES(NAME##_begin, T, R, N, __VA_ARGS__) \
    static bool NAME(accelerator *gpu, accelerator *cpu) \
    { \
        int n = N; \
        T *data = malloc(n * sizeof *data); \
        for (int i = 0; i < n; i++) /* insert distinct values */ \
            data[i] = distinct_##T(data, i); \
        T *rdata = REVERSED(T, data, n); \
        bool pass = NAME##_itr(data, data + n, gpu->default_view, cpu->default_view) && \
            NAME##_itr(rdata, rdata + n, gpu->create_view(queuing_mode_immediate), cpu->create_view(queuing_mode_immediate)) && \
            NAME##_itr(data, data + n, gpu->create_view(queuing_mode_automatic), cpu->create_view(queuing_mode_immediate)) && \
            NAME##_itr(rdata, rdata + n, gpu->create_view(queuing_mode_automatic), cpu->create_view(queuing_mode_automatic)) && \
            NAME##_begin(data, gpu->default_view, cpu->default_view) && \
            NAME##_begin(rdata, gpu->create_view(queuing_mode_immediate), cpu->create_view(queuing_mode_immediate)) && \
            NAME##_begin(data, gpu->create_view(queuing_mode_immediate), cpu->create_view(queuing_mode_automatic)) && \
            NAME##_begin(rdata, gpu->create_view(queuing_mode_automatic), cpu->create_view(queuing_mode_automatic)); \
        free(data); \
        free(rdata); \
        return pass; \
    }

DEFINE_REVERSED(int)
DEFINE_REVERSED(unsigned)
DEFINE_REVERSED(float)
DEFINE_REVERSED(double)
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
