// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_3_i/Projection/Test.01/test.cpp
// An array's operator[] and operator(): test1 reads a rank-1 array's elements
// with a[i] and a(i), in cpu code on the CPU accelerator and in a kernel
// elsewhere; test2 and test3 project a rank-2 and a rank-3 array with a[0]
// and a(1) to array_views of rank 1 and 2, in cpu code and in a
// restrict(cpu, amp) kernel, and check their data and extents. An array on
// C++ AMP's CPU accelerator is cpu-accessible; in AMP C such an array is a
// staging array on the host view (LANGUAGE.md section 10), so test1 makes it
// (e, src, cpu_view, cpu_view) there. std::fill of a vector is a loop;
// copy(dst_av, actual_v.begin()) is copy(dst_av, actual_v).
#include "amptest.h"
#include <string.h>

static void fill(int *v, int from, int to, int value)
{
    for (int i = from; i < to; i++)
        v[i] = value;
}

/* On the CPU accelerator every element reads as i + 1 with a[i] and a(i). */
static int test1_on_cpu(array<int, 1> *src_arr, int n)
{
    for (int i = 0; i < n; i++) {
        if ((*src_arr)[i] != i + 1) {
            fprintf(stderr, "Data Mismatch found while testing Index operations on Array created on CPU accl, "
                    "Expected:%d Actual:%d\n", i + 1, (*src_arr)[i]);
            return runall_fail;
        }
        if ((*src_arr)(i) != i + 1) {
            fprintf(stderr, "Data Mismatch found during Index operations on Array created on CPU accl, "
                    "Expected:%d Actual:%d\n", i + 1, (*src_arr)(i));
            return runall_fail;
        }
    }
    return runall_pass;
}

static int test1(accelerator_view acc_view)
{
    extent<1> e(10);
    int n = e.size();
    int src_v[10];
    for (int i = 0; i < n; i++)
        src_v[i] = i + 1;
    accelerator cpu(accelerator_cpu_accelerator);
    if (strcmp(acc_view.accelerator.device_path, cpu.device_path) == 0) {
        array<int, 1> src_arr(e, src_v, acc_view, acc_view);
        return test1_on_cpu(&src_arr, n);
    }
    int result = runall_pass;
    array<int, 1> src_arr(e, src_v, acc_view);
    int dst_v[10] = {0};
    array_view<int, 1> dst_av(e, dst_v);
    {
        dst_av.discard_data();
        parallel_for_each(src_arr.extent, [&src_arr, dst_av](index<1> idx) restrict(amp) {
            dst_av[idx] = src_arr[idx[0]];
        });
        dst_av.synchronize();
        REPORT_RESULT(result, Verify_int(dst_v, src_v, n));
    }
    {
        dst_av.discard_data();
        parallel_for_each(src_arr.extent, [&src_arr, dst_av](index<1> idx) restrict(amp) {
            dst_av[idx] = src_arr(idx[0]);
        });
        dst_av.synchronize();
        REPORT_RESULT(result, Verify_int(dst_v, src_v, n));
    }
    return result;
}

static int test2(accelerator_view acc_view)
{
    int result = runall_pass;
    int data[] = {1, 1, 1, 1, 1,
                  2, 2, 2, 2, 2};
    extent<2> ext(2, 5);
    array<int, 2> src_arr(ext, data, acc_view);
    int expected_v[5], actual_v[5];
    {
        // CPU
        fill(expected_v, 0, 5, 1);
        array_view<int, 1> dst_av = src_arr[0];
        copy(dst_av, actual_v);
        REPORT_RESULT(result, Verify_int(actual_v, expected_v, 5));
        REPORT_RESULT(result, dst_av.extent == extent<1>(ext[1]));

        // GPU
        dst_av.discard_data();
        parallel_for_each(extent<1>(1), [=, &src_arr](index<1> unused) restrict(amp, cpu) {
            array_view<int, 1> results = src_arr[0];
            for (int i = 0; i < (int)dst_av.extent.size(); i++)
                dst_av[i] = results[i];
        });
        copy(dst_av, actual_v);
        REPORT_RESULT(result, Verify_int(actual_v, expected_v, 5));
        REPORT_RESULT(result, dst_av.extent == extent<1>(ext[1]));
    }
    {
        // CPU
        fill(expected_v, 0, 5, 2);
        array_view<int, 1> dst_av = src_arr(1);
        copy(dst_av, actual_v);
        REPORT_RESULT(result, Verify_int(actual_v, expected_v, 5));
        REPORT_RESULT(result, dst_av.extent == extent<1>(ext[1]));

        // GPU
        dst_av.discard_data();
        parallel_for_each(extent<1>(1), [=, &src_arr](index<1> unused) restrict(amp, cpu) {
            array_view<int, 1> results = src_arr(1);
            for (int i = 0; i < (int)dst_av.extent.size(); i++)
                dst_av[i] = results[i];
        });
        copy(dst_av, actual_v);
        REPORT_RESULT(result, Verify_int(actual_v, expected_v, 5));
        REPORT_RESULT(result, dst_av.extent == extent<1>(ext[1]));
    }
    return result;
}

static int test3(accelerator_view acc_view)
{
    int result = runall_pass;
    int data[] = {1, 1, 1, 1, 1,
                  2, 2, 2, 2, 2,
                  3, 3, 3, 3, 3,
                  4, 4, 4, 4, 4,
                  5, 5, 5, 5, 5,
                  6, 6, 6, 6, 6};
    extent<3> ext(2, 5, 3);
    array<int, 3> src_arr(ext, data, acc_view);
    int expected_v[15], actual_v[15];
    {
        // CPU
        fill(expected_v, 0, 5, 1);
        fill(expected_v, 5, 10, 2);
        fill(expected_v, 10, 15, 3);
        array_view<int, 2> dst_av = src_arr[0];
        copy(dst_av, actual_v);
        REPORT_RESULT(result, Verify_int(actual_v, expected_v, 15));
        REPORT_RESULT(result, dst_av.extent == extent<2>(ext[1], ext[2]));

        // GPU
        dst_av.discard_data();
        parallel_for_each(extent<1>(1), [=, &src_arr](index<1> unused) restrict(amp, cpu) {
            array_view<int, 2> results = src_arr[0];
            for (int i = 0; i < dst_av.extent[0]; i++)
                for (int j = 0; j < dst_av.extent[1]; j++)
                    dst_av[i][j] = results[i][j];
        });
        copy(dst_av, actual_v);
        REPORT_RESULT(result, Verify_int(actual_v, expected_v, 15));
        REPORT_RESULT(result, dst_av.extent == extent<2>(ext[1], ext[2]));
    }
    {
        // CPU
        fill(expected_v, 0, 5, 4);
        fill(expected_v, 5, 10, 5);
        fill(expected_v, 10, 15, 6);
        fill(actual_v, 0, 15, -1); // Initialising
        array_view<int, 2> dst_av = src_arr(1);
        copy(dst_av, actual_v);
        REPORT_RESULT(result, Verify_int(actual_v, expected_v, 15));
        REPORT_RESULT(result, dst_av.extent == extent<2>(ext[1], ext[2]));

        // GPU
        dst_av.discard_data();
        parallel_for_each(extent<1>(1), [=, &src_arr](index<1> unused) restrict(amp, cpu) {
            array_view<int, 2> results = src_arr(1);
            for (int i = 0; i < dst_av.extent[0]; i++)
                for (int j = 0; j < dst_av.extent[1]; j++)
                    dst_av[i][j] = results[i][j];
        });
        copy(dst_av, actual_v);
        REPORT_RESULT(result, Verify_int(actual_v, expected_v, 15));
        REPORT_RESULT(result, dst_av.extent == extent<2>(ext[1], ext[2]));
    }
    return result;
}

int main(void)
{
    accelerator acc;
    accelerator_view acc_view = acc.default_view;
    int result = runall_pass;
    accelerator cpu(accelerator_cpu_accelerator);
    accelerator_view cpu_view = cpu.default_view;
    REPORT_RESULT(result, test1(acc_view) == runall_pass);
    REPORT_RESULT(result, test1(cpu_view) == runall_pass);
    REPORT_RESULT(result, test2(acc_view) == runall_pass);
    REPORT_RESULT(result, test3(acc_view) == runall_pass);
    return result;
}
