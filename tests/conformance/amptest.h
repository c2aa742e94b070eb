/* The parts of the conformance suite's test library (amp_test_lib/inc/amptest)
 * that the runtime ports use, in C.
 *
 * A port's main returns what the original's did: runall_pass (0) when its
 * checks pass, runall_fail otherwise. Checks print what differed to stderr,
 * which the conformance suite shows for a failing test.
 *
 * Fill: the original fills with std::mt19937 through a uniform distribution
 * over [-2^15, 2^15] (unsigned: [0, 2^15]); the values only need to vary, so
 * a fixed linear congruential generator over the same ranges stands in. */
#ifndef CONFORMANCE_AMPTEST_H
#define CONFORMANCE_AMPTEST_H

#include <math.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

enum { runall_pass = 0, runall_fail = 1, runall_skip = 2 };

/* The next value in [0, 2^16] of a fixed sequence, so every run sees the same data. */
static inline unsigned amptest_next(void)
{
    static unsigned long state = 2009;
    state = state * 6364136223846793005UL + 1442695040888963407UL;
    return (unsigned)(state >> 33) % 65537u;
}

static inline void Fill_int(int *arr, size_t size)
{
    for (size_t i = 0; i < size; i++)
        arr[i] = (int)amptest_next() - 32768;
}

/* Fill<int>(arr, size, min, max) */
static inline void Fill_int_range(int *arr, size_t size, int min, int max)
{
    for (size_t i = 0; i < size; i++)
        arr[i] = min + (int)(amptest_next() % (unsigned)(max - min + 1));
}

static inline void Fill_unsigned(unsigned *arr, size_t size)
{
    for (size_t i = 0; i < size; i++)
        arr[i] = amptest_next() / 2;
}

static inline void Fill_long(long *arr, size_t size)
{
    for (size_t i = 0; i < size; i++)
        arr[i] = (long)amptest_next() - 32768;
}

static inline void Fill_float(float *arr, size_t size)
{
    for (size_t i = 0; i < size; i++)
        arr[i] = ((float)amptest_next() - 32768.0f) + (float)(amptest_next() % 1000) / 1000.0f;
}

static inline void Fill_double(double *arr, size_t size)
{
    for (size_t i = 0; i < size; i++)
        arr[i] = ((double)amptest_next() - 32768.0) + (double)(amptest_next() % 1000) / 1000.0;
}

/* amptest_math::are_almost_equal with the suite's default tolerances
 * (DEFAULT_MAX_ABS_DIFF_FLT 0.000005f, DEFAULT_MAX_REL_DIFF_FLT 0.0001f;
 * DEFAULT_MAX_ABS_DIFF_DBL 0.00000000005, DEFAULT_MAX_REL_DIFF_DBL 0.0001). */
static inline bool are_almost_equal_float(float v1, float v2)
{
    if (v1 == v2)
        return true;
    if (isnan(v1) || isnan(v2))
        return false;
    if (fabsf(v1 - v2) < 0.000005f)
        return true;
    float larger = fabsf(v1) > fabsf(v2) ? fabsf(v1) : fabsf(v2);
    return fabsf(v1 - v2) < larger * 0.0001f;
}

static inline bool are_almost_equal_double(double v1, double v2)
{
    if (v1 == v2)
        return true;
    if (isnan(v1) || isnan(v2))
        return false;
    if (fabs(v1 - v2) < 0.00000000005)
        return true;
    double larger = fabs(v1) > fabs(v2) ? fabs(v1) : fabs(v2);
    return fabs(v1 - v2) < larger * 0.0001;
}

/* Verify(actual, expected, size): element by element; reports the first
 * difference, as the suite's Verify does. */
static inline bool Verify_int(const int *actual, const int *expected, size_t size)
{
    for (size_t i = 0; i < size; i++)
        if (actual[i] != expected[i]) {
            fprintf(stderr, "Verify: element %zu is %d, expected %d\n", i, actual[i], expected[i]);
            return false;
        }
    return true;
}

static inline bool Verify_unsigned(const unsigned *actual, const unsigned *expected, size_t size)
{
    for (size_t i = 0; i < size; i++)
        if (actual[i] != expected[i]) {
            fprintf(stderr, "Verify: element %zu is %u, expected %u\n", i, actual[i], expected[i]);
            return false;
        }
    return true;
}

static inline bool Verify_long(const long *actual, const long *expected, size_t size)
{
    for (size_t i = 0; i < size; i++)
        if (actual[i] != expected[i]) {
            fprintf(stderr, "Verify: element %zu is %ld, expected %ld\n", i, actual[i], expected[i]);
            return false;
        }
    return true;
}

static inline bool Verify_float(const float *actual, const float *expected, size_t size)
{
    for (size_t i = 0; i < size; i++)
        if (!are_almost_equal_float(actual[i], expected[i])) {
            fprintf(stderr, "Verify: element %zu is %g, expected %g\n", i, actual[i], expected[i]);
            return false;
        }
    return true;
}

static inline bool Verify_double(const double *actual, const double *expected, size_t size)
{
    for (size_t i = 0; i < size; i++)
        if (!are_almost_equal_double(actual[i], expected[i])) {
            fprintf(stderr, "Verify: element %zu is %g, expected %g\n", i, actual[i], expected[i]);
            return false;
        }
    return true;
}

/* VerifyDataOnCpu(actual, expected) of the suite (amp.compare.h) for views of
 * one element type and rank: the extents match and so does every element
 * (copied out to the host, compared exactly). DEFINE_VERIFY_DATA_ON_CPU(T, N)
 * defines VerifyDataOnCpu_T_N; an array is passed as a view of it. The extents
 * are compared coordinate by coordinate, which is what extent<N>'s != does. */
#define DEFINE_VERIFY_DATA_ON_CPU(T, N) \
    static bool VerifyDataOnCpu_##T##_##N(array_view<const T, N> actual, array_view<const T, N> expected) \
    { \
        for (int d = 0; d < N; d++) \
            if (actual.extent[d] != expected.extent[d]) { \
                fprintf(stderr, "Extent values for actual and expected do not match.\n"); \
                return false; \
            } \
        int size = actual.extent.size(); \
        T *vect_actual = malloc(size * sizeof *vect_actual); \
        T *vect_expected = malloc(size * sizeof *vect_expected); \
        actual.copy_to(vect_actual); \
        expected.copy_to(vect_expected); \
        bool equal = true; \
        for (int i = 0; i < size && equal; i++) \
            if (vect_actual[i] != vect_expected[i]) { \
                fprintf(stderr, "element %d differs\n", i); \
                equal = false; \
            } \
        free(vect_actual); \
        free(vect_expected); \
        return equal; \
    }

/* VerifyDataOnCpu(actual, expected) of the suite (amp.compare.h) for a view
 * and a std::vector: the sizes match and so does every element (copied out to
 * the host, compared exactly). DEFINE_VERIFY_VIEW_VECTOR(T, N) defines
 * VerifyDataOnCpu_vec_T_N(actual, expected, n_expected); the vector is a
 * host array and its size. */
#define DEFINE_VERIFY_VIEW_VECTOR(T, N) \
    static bool VerifyDataOnCpu_vec_##T##_##N(array_view<const T, N> actual, const T *expected, int n_expected) \
    { \
        int size = actual.extent.size(); \
        if (size != n_expected) { \
            fprintf(stderr, "Size of actual and expected does not match.\n"); \
            return false; \
        } \
        T *temp_cont = malloc(size * sizeof *temp_cont); \
        actual.copy_to(temp_cont); \
        bool equal = true; \
        for (int i = 0; i < size && equal; i++) \
            if (temp_cont[i] != expected[i]) { \
                fprintf(stderr, "element %d differs\n", i); \
                equal = false; \
            } \
        free(temp_cont); \
        return equal; \
    }

/* VerifyAllSameValue(vector, value) of the suite (amp.compare.h) for int:
 * -1 when every element equals value, else the position of the first one
 * that does not (the others are reported too). */
static inline int VerifyAllSameValue_int(const int *input, size_t size, int value)
{
    int first = -1;
    for (size_t i = 0; i < size; i++)
        if (input[i] != value) {
            if (first < 0)
                first = (int)i;
            fprintf(stderr, "VerifyAllSameValue: element %zu is %d, expected %d\n", i, input[i], value);
        }
    return first;
}

/* REPORT_RESULT(expr): the suite logs each sub-result; a port keeps the
 * running verdict the same way: result = report_result(result, expr, "expr"). */
static inline int report_result(int result, bool ok, const char *what)
{
    if (!ok)
        fprintf(stderr, "%s: failed\n", what);
    return ok && result == runall_pass ? runall_pass : runall_fail;
}
#define REPORT_RESULT(result, expr) ((result) = report_result((result), (expr), #expr))

/* GPU_INVOKE(T, result, call): evaluates call on the device, in one thread,
 * and stores its value in result. The suite's GPU_INVOKE(av, T, f, args...)
 * is an expression (a lambda called at once); C has none, so this is a
 * statement: GPU_INVOKE(int, r, f(args...)) for int r = GPU_INVOKE(av, int, f, args...). */
#define GPU_INVOKE(T, result, call) do { \
        array_view<T, 1> gpui_resultv(1, &(result)); \
        gpui_resultv.discard_data(); \
        parallel_for_each(gpui_resultv.extent, [=](index<1> gpui_idx) restrict(amp) { \
            gpui_resultv[gpui_idx] = (call); \
        }); \
        (result) = gpui_resultv[0]; \
    } while (0)

/* INVOKE_TEST_FUNC_ON_CPU_AND_GPU(f): the suite converts f's result to a
 * runall_result (true is pass) on the host and in one kernel thread, and the
 * test passes when both do. f() returns true on success here; the statement
 * form stores the verdict in result. */
#define INVOKE_TEST_FUNC_ON_CPU_AND_GPU(result, call) do { \
        int cpu_result = (call) ? runall_pass : runall_fail; \
        report_result(runall_pass, cpu_result == runall_pass, #call " on CPU"); \
        int gpu_result; \
        GPU_INVOKE(int, gpu_result, (call) ? runall_pass : runall_fail); \
        report_result(runall_pass, gpu_result == runall_pass, #call " on GPU"); \
        (result) = cpu_result == runall_pass && gpu_result == runall_pass ? runall_pass : runall_fail; \
    } while (0)

#endif
