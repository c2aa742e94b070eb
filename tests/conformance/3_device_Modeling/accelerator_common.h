/* Ported from amp-conformance/Tests/3_device_Modeling/accelerator.common.h:
 * the helpers the accelerator and accelerator_view tests share.
 *
 * is_accelerator_equal compares every property AMP C's accelerator has (the
 * original also compares get_is_debug and get_has_display, which AMP C does
 * not have: no device of AMP C is a debug device or drives a display);
 * is_accelerator_view_equal compares the view's accelerator and queuing mode
 * (get_is_debug and get_version of a view are its accelerator's). The data
 * of is_accelerator_view_operable and run_simple_p_f_e comes from Fill_int
 * instead of std::mt19937 (the values only need to vary). */
#ifndef CONFORMANCE_ACCELERATOR_COMMON_H
#define CONFORMANCE_ACCELERATOR_COMMON_H

#include <string.h>
#include "amptest.h"

/* Test::require_device(): a device other than the CPU accelerator (the host
 * device), the first that accelerator_get_all lists; the default device
 * when there is none (the original skips the test then). */
static accelerator require_device(void)
{
    accelerator all[64], host(accelerator_cpu_accelerator), def;
    int n = accelerator_get_all(all, 64);
    for (int i = 0; i < n && i < 64; i++)
        if (all[i] != host)
            return all[i];
    return def;
}

static bool is_accelerator_equal(accelerator acc1, accelerator acc2)
{
    return strcmp(acc1.device_path, acc2.device_path) == 0
        && acc1.version == acc2.version
        && strcmp(acc1.description, acc2.description) == 0
        && acc1.is_emulated == acc2.is_emulated
        && acc1.supports_double_precision == acc2.supports_double_precision
        && acc1.supports_limited_double_precision == acc2.supports_limited_double_precision
        && acc1.dedicated_memory == acc2.dedicated_memory;
}

static bool is_accelerator_view_equal(accelerator_view av1, accelerator_view av2)
{
    return av1.accelerator == av2.accelerator
        && av1.accelerator.version == av2.accelerator.version
        && av1.queuing_mode == av2.queuing_mode;
}

/* An array made on av holds what it was made from. */
static bool is_accelerator_view_operable(accelerator_view av)
{
    enum { DATA_SIZE = 1024 };
    static int inData[DATA_SIZE], outData[DATA_SIZE];
    Fill_int(inData, DATA_SIZE);
    array<int, 1> arr(extent<1>(DATA_SIZE), inData, av);
    copy(arr, outData);
    return memcmp(inData, outData, sizeof inData) == 0;
}

/* A kernel runs on av: output[i] = input[i] / 2. */
static bool run_simple_p_f_e(accelerator_view av)
{
    enum { SIZE = 16 };
    int input[SIZE], output[SIZE] = {0};
    array_view<int, 1> input_view(SIZE, input);
    array_view<int, 1> output_view(SIZE, output);
    Fill_int(input, SIZE);
    parallel_for_each(av, input_view.extent, [=](index<1> idx) restrict(amp) {
        output_view[idx] = input_view[idx] / 2;
    });
    output_view.synchronize();
    for (int i = 0; i < SIZE; i++)
        if (output[i] != input[i] / 2)
            return false;
    return true;
}

#endif
