// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_2_c/Extent_Acclvw/With_Begin_End_Itrs/Test.04/test.cpp
// Create arrays with the 3D (d0, d1, d2, first, last, av) and (d0, d1, d2,
// first, av) constructors over a set: rand() values inserted D0 * D1 * D2
// times (here distinct ones, so that the set holds that many: with C++'s
// RAND_MAX of 32767 a repeat would leave it short), in ascending order, its
// pointer and one past its end; views: the default one, immediate and
// automatic ones made by create_view. signed is int. An iterator range is a
// pair of pointers in AMP C (docs/language.md). _gpu_device is the default accelerator (the device the suite runs
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
DEFINE_DISTINCT(signed)
DEFINE_DISTINCT(float)
DEFINE_DISTINCT(double)

/* qsort's order for a std::set: ascending. */
#define DEFINE_ASCENDING(T) \
    static int ascending_##T(const void *a, const void *b) \
    { \
        T x = *(const T *)a, y = *(const T *)b; \
        return x < y ? -1 : x > y; \
    }
DEFINE_ASCENDING(int)
DEFINE_ASCENDING(unsigned)
DEFINE_ASCENDING(signed)
DEFINE_ASCENDING(float)
DEFINE_ASCENDING(double)

#define DEFINE_TEST(NAME, T, R, N, ...) \
    DEFINE_TEST_FEATURE_ITR_RANGE_ACCL_SIZES(NAME##_itr, T, R, N, __VA_ARGS__) \
    DEFINE_TEST_FEATURE_ITR_ACCL_SIZES(NAME##_begin, T, R, N, __VA_ARGS__) \
    static bool NAME(accelerator *gpu, accelerator *cpu) \
    { \
        int n = N; \
        T *data = malloc(n * sizeof *data); \
        for (int i = 0; i < n; i++) /* insert distinct values */ \
            data[i] = distinct_##T(data, i); \
        qsort(data, n, sizeof *data, ascending_##T); /* a set is ordered */ \
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

DEFINE_TEST(test_int_1_1_1, int, 3, 1*1*1, 1, 1, 1)
DEFINE_TEST(test_int_7_3_2, int, 3, 7*3*2, 7, 3, 2)
DEFINE_TEST(test_int_5_3_5, int, 3, 5*3*5, 5, 3, 5)
DEFINE_TEST(test_unsigned_3_2_1, unsigned, 3, 3*2*1, 3, 2, 1)
DEFINE_TEST(test_signed_3_5_5, signed, 3, 3*5*5, 3, 5, 5)
DEFINE_TEST(test_float_2_3_2, float, 3, 2*3*2, 2, 3, 2)
DEFINE_TEST(test_float_5_1_5, float, 3, 5*1*5, 5, 1, 5)
DEFINE_TEST(test_double_2_7_7, double, 3, 2*7*7, 2, 7, 7)

int main(void)
{
    int result = runall_pass;
    accelerator gpu_device, cpu_device(accelerator_cpu_accelerator);
    REPORT_RESULT(result, test_int_1_1_1(&gpu_device, &cpu_device));
    REPORT_RESULT(result, test_int_7_3_2(&gpu_device, &cpu_device));
    REPORT_RESULT(result, test_int_5_3_5(&gpu_device, &cpu_device));
    REPORT_RESULT(result, test_unsigned_3_2_1(&gpu_device, &cpu_device));
    REPORT_RESULT(result, test_signed_3_5_5(&gpu_device, &cpu_device));
    REPORT_RESULT(result, test_float_2_3_2(&gpu_device, &cpu_device));
    REPORT_RESULT(result, test_float_5_1_5(&gpu_device, &cpu_device));
    REPORT_RESULT(result, test_double_2_7_7(&gpu_device, &cpu_device));
    return result;
}
