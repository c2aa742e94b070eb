// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_2_c/Copy_ArrayView/Test.01/test.cpp
// Create an array using copy constructor of form a(b) where b is array_view:
// array<T, N> dst(src), dst(src, av) and dst(src, av1, av2) of a view of
// rand() data of extent 3 in every dimension hold the view's data
// (VerifyDataOnCpu; test_array_copy_constructors_with_array_view of
// constructor.h, written out as DEFINE_COPY_WITH_VIEW); views: the device's
// default one, immediate and automatic ones made by create_view, and in the
// last group the CPU accelerator's second. _gpu_device is the default
// accelerator (the device the suite runs on: AMPCC_DEVICE), _cpu_device the
// CPU accelerator (the host device); the original's
// SKIP_IF(!is_gpu_hardware_available()) is left out, the port runs on
// whichever device the suite chooses.
#include "5_Data_Cont/5_1_array/5_1_2_c/constructor.h"

/* One test_array_copy_constructors_with_array_view: DST_ARGS are the
 * accelerator_views after src in dst's constructor (empty: none). */
#define COPY_WITH_VIEW_BODY(T, R, ...) \
    { \
        int edata[R]; \
        for (int i = 0; i < R; i++) \
            edata[i] = 3; \
        extent<R> e1(edata); \
        int n = e1.size(); \
        T *data = malloc(n * sizeof *data); \
        for (int i = 0; i < n; i++) \
            data[i] = (T)rand(); \
        bool result = true; \
        { \
            array_view<T, R> src(e1, data); \
            { \
                array<T, R> dst(src __VA_ARGS__); \
                array_view<const T, R> dst_view(dst); \
                result = VerifyDataOnCpu_##T##_##R(src, dst_view) && result; \
            } \
        } \
        free(data); \
        return result; \
    }

#define DEFINE_COPY_WITH_VIEW(NAME, T, R) \
    DEFINE_VERIFY_DATA_ON_CPU(T, R) \
    static bool NAME(void) COPY_WITH_VIEW_BODY(T, R) \
    static bool NAME##_on(accelerator_view device) COPY_WITH_VIEW_BODY(T, R, , device) \
    static bool NAME##_on2(accelerator_view device1, accelerator_view device2) \
        COPY_WITH_VIEW_BODY(T, R, , device1, device2) \
    static bool NAME##_feature(accelerator *gpu, accelerator *cpu) \
    { \
        if (!NAME()) \
            return false; \
        if (!(NAME##_on(gpu->default_view) && NAME##_on(gpu->create_view(queuing_mode_automatic)) && \
              NAME##_on(gpu->create_view(queuing_mode_immediate)))) \
            return false; \
        return NAME##_on2(gpu->default_view, cpu->default_view) && \
            NAME##_on2(gpu->create_view(queuing_mode_immediate), cpu->create_view(queuing_mode_immediate)) && \
            NAME##_on2(gpu->create_view(queuing_mode_automatic), cpu->create_view(queuing_mode_immediate)) && \
            NAME##_on2(gpu->create_view(queuing_mode_automatic), cpu->create_view(queuing_mode_automatic)); \
    }

DEFINE_COPY_WITH_VIEW(test_int_1, int, 1)
DEFINE_COPY_WITH_VIEW(test_unsigned_2, unsigned, 2)
DEFINE_COPY_WITH_VIEW(test_float_3, float, 3)
DEFINE_COPY_WITH_VIEW(test_double_5, double, 5)

int main(void)
{
    int result = runall_pass;
    accelerator gpu_device, cpu_device(accelerator_cpu_accelerator);
    REPORT_RESULT(result, test_int_1_feature(&gpu_device, &cpu_device));
    REPORT_RESULT(result, test_unsigned_2_feature(&gpu_device, &cpu_device));
    REPORT_RESULT(result, test_float_3_feature(&gpu_device, &cpu_device));
    REPORT_RESULT(result, test_double_5_feature(&gpu_device, &cpu_device));
    return result;
}
