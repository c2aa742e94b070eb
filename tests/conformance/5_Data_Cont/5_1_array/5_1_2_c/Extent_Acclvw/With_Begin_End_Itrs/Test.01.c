// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_2_c/Extent_Acclvw/With_Begin_End_Itrs/Test.01/test.cpp
// Create arrays with the (extent, first, last, av) and (extent, first, av)
// constructors over a vector: the vector is an array, begin()/end() and
// cbegin()/cend() its pointer and one past its end, rbegin()/rend() and
// crbegin()/crend() those of a reversed copy (REVERSED, constructor.h);
// extent (1, 2, 3, 4, 5); views: the default one, immediate and automatic
// ones made by create_view. An iterator range is a pair of pointers in AMP C
// (docs/language.md). _gpu_device is the default accelerator (the device the suite runs
// on: AMPCC_DEVICE), _cpu_device the CPU accelerator (the host device); the
// original's SKIP_IF(!is_gpu_hardware_available()) is left out, the ports
// run on whichever device the suite chooses.
#include "5_Data_Cont/5_1_array/5_1_2_c/constructor.h"

#define DEFINE_TEST(NAME, T, R) \
    DEFINE_TEST_FEATURE_ITR_RANGE_ACCL_EXTENT(NAME##_itr, T, R) \
    DEFINE_TEST_FEATURE_ITR_ACCL_EXTENT(NAME##_begin, T, R) \
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
        T *rdata = REVERSED(T, data, n); \
        bool pass = NAME##_begin(e1, data, gpu->default_view) && \
            NAME##_itr(e1, rdata, rdata + n, gpu->create_view(queuing_mode_immediate)) && \
            NAME##_itr(e1, data, data + n, gpu->create_view(queuing_mode_automatic)) && \
            NAME##_itr(e1, rdata, rdata + n, gpu->create_view(queuing_mode_automatic)) && \
            NAME##_begin(e1, data, gpu->default_view) && \
            NAME##_begin(e1, rdata, gpu->create_view(queuing_mode_immediate)) && \
            NAME##_begin(e1, data, gpu->create_view(queuing_mode_automatic)) && \
            NAME##_begin(e1, rdata, gpu->create_view(queuing_mode_immediate)); \
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
