// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_2_c/5_1_2_1/Extent_Accl_Staging/With_Itrs/Test.01/test.cpp
// Create arrays with the (extent, first, last, av1, av2) and (extent, first,
// av1, av2) constructors over a multiset: the multiset is an array of the
// rand() values in ascending order, begin()/end() and cbegin()/cend() its
// pointer and one past its end, rbegin()/rend() and crbegin()/crend() those
// of a reversed copy (REVERSED, constructor.h); extent (1, 2, 3, 4, 5). An
// iterator range is a pair of pointers in AMP C (docs/language.md). The views are the device's first and the CPU accelerator's second:
// an array on the device associated with the host (the runtime makes a
// staging array only when the host's view comes first). _gpu_device is the default accelerator (the device the suite runs
// on: AMPCC_DEVICE), _cpu_device the CPU accelerator (the host device); the
// original's SKIP_IF(!is_gpu_hardware_available()) is left out, the ports
// run on whichever device the suite chooses.
#include "5_Data_Cont/5_1_array/5_1_2_c/constructor.h"

/* qsort's order for a std::set: ascending. */
#define DEFINE_ASCENDING(T) \
    static int ascending_##T(const void *a, const void *b) \
    { \
        T x = *(const T *)a, y = *(const T *)b; \
        return x < y ? -1 : x > y; \
    }
DEFINE_ASCENDING(int)
DEFINE_ASCENDING(unsigned)
DEFINE_ASCENDING(float)
DEFINE_ASCENDING(double)

#define DEFINE_TEST(NAME, T, R) \
    DEFINE_TEST_FEATURE_STAGING_ITR_RANGE_EXTENT(NAME##_itr, T, R) \
    DEFINE_TEST_FEATURE_STAGING_ITR_EXTENT(NAME##_begin, T, R) \
    static bool NAME(accelerator *gpu, accelerator *cpu) \
    { \
        int edata[R]; \
        for (int i = 0; i < R; i++) \
            edata[i] = i + 1; \
        extent<R> e1(edata); \
        int n = e1.size(); \
        T *data = malloc(n * sizeof *data); \
        for (int i = 0; i < n; i++) \
            data[i] = (T)rand(); \
        qsort(data, n, sizeof *data, ascending_##T); /* a multiset is ordered */ \
        T *rdata = REVERSED(T, data, n); \
        bool pass = NAME##_itr(e1, data, data + n, gpu->default_view, cpu->default_view) && \
            NAME##_itr(e1, rdata, rdata + n, gpu->create_view(queuing_mode_immediate), cpu->create_view(queuing_mode_immediate)) && \
            NAME##_itr(e1, data, data + n, gpu->create_view(queuing_mode_automatic), cpu->create_view(queuing_mode_immediate)) && \
            NAME##_itr(e1, rdata, rdata + n, gpu->create_view(queuing_mode_automatic), cpu->create_view(queuing_mode_automatic)) && \
            NAME##_begin(e1, data, gpu->default_view, cpu->default_view) && \
            NAME##_begin(e1, rdata, gpu->create_view(queuing_mode_immediate), cpu->create_view(queuing_mode_immediate)) && \
            NAME##_begin(e1, data, gpu->create_view(queuing_mode_immediate), cpu->create_view(queuing_mode_automatic)) && \
            NAME##_begin(e1, rdata, gpu->create_view(queuing_mode_automatic), cpu->create_view(queuing_mode_automatic)); \
        free(data); \
        free(rdata); \
        return pass; \
    }

DEFINE_REVERSED(int)
DEFINE_REVERSED(unsigned)
DEFINE_REVERSED(float)
DEFINE_REVERSED(double)
DEFINE_TEST(test_int_5, int, 5)
DEFINE_TEST(test_unsigned_5, unsigned, 5)
DEFINE_TEST(test_float_5, float, 5)
DEFINE_TEST(test_double_5, double, 5)

int main(void)
{
    int result = runall_pass;
    accelerator gpu_device, cpu_device(accelerator_cpu_accelerator);
    REPORT_RESULT(result, test_int_5(&gpu_device, &cpu_device));
    REPORT_RESULT(result, test_unsigned_5(&gpu_device, &cpu_device));
    REPORT_RESULT(result, test_float_5(&gpu_device, &cpu_device));
    REPORT_RESULT(result, test_double_5(&gpu_device, &cpu_device));
    return result;
}
