// Ported from amp-conformance/Tests/5_Data_Cont/5_0_general/amp_compatible/short_vector_type/test.cpp
// Short vector types are amp-compatible: containers of them in amp and cpu code.
// The original overloads test_container<T>() on restrict(amp) and
// restrict(cpu) and calls it from a restrict(cpu, amp) test(); C has no
// overloading, so each restriction has its function (test_container_amp_T,
// test_container_cpu_T) and test() is test_cpu() on the host and test_amp()
// in GPU_INVOKE's kernel. The test passes when it compiles and runs.
#include "amptest.h"

#define TEST_CONTAINER(T) \
static void test_container_amp_##T(void) restrict(amp) \
{ \
    T local_array; \
    array_view<T, 1> arr_view(1, &local_array); \
    (void)arr_view; \
} \
static void test_container_cpu_##T(void) \
{ \
    array<T, 1> arr(1); \
    (void)arr; \
}

TEST_CONTAINER(int_2)
TEST_CONTAINER(int_4)
TEST_CONTAINER(uint_2)
TEST_CONTAINER(uint_4)
TEST_CONTAINER(float_2)
TEST_CONTAINER(float_4)

static int test_amp(void) restrict(amp)
{
    test_container_amp_int_2();
    test_container_amp_int_4();
    test_container_amp_uint_2();
    test_container_amp_uint_4();
    test_container_amp_float_2();
    test_container_amp_float_4();
    /* compilation should succeed */
    return runall_pass;
}

static int test_cpu(void)
{
    test_container_cpu_int_2();
    test_container_cpu_int_4();
    test_container_cpu_uint_2();
    test_container_cpu_uint_4();
    test_container_cpu_float_2();
    test_container_cpu_float_4();
    return runall_pass;
}

int main(void)
{
    int result = test_cpu(), device_result = runall_fail;
    GPU_INVOKE(int, device_result, test_amp());
    return result == runall_pass && device_result == runall_pass ? runall_pass : runall_fail;
}
