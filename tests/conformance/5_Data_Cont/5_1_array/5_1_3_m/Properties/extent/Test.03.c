// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_3_m/Properties/extent/Test.03/test.cpp
// Using extent, verify if array's extent matches with the one used while constructing array
// (the template test_feature<_type, _rank> is a macro defining test_feature_NAME
// for each instantiation; get_extent() is .extent; VerifyAllSameValue of the
// suite's helpers copies the array to the host and returns the first
// position that differs, or -1)
#include "amptest.h"

#define DEFINE_TEST_FEATURE(NAME, T, N) \
static int verify_all_same_##NAME(array<T, N> *a, T value) \
{ \
    int n = a->extent.size(); \
    T *host = malloc(sizeof(T) * n); \
    a->copy_to(host); \
    int at = -1; \
    for (int i = 0; i < n && at < 0; i++) \
        if (host[i] != value) \
            at = i; \
    free(host); \
    return at; \
} \
static bool test_feature_##NAME(void) \
{ \
    int edata[N]; \
    for (int i = 0; i < N; i++) \
        edata[i] = 3; \
    const extent<N> e1(edata); \
    { \
        array<T, N> src(e1); \
        parallel_for_each(e1, [&](index<N> idx) restrict(amp) { \
            src[idx] = (T)(src.extent.size()); \
        }); \
        /* rank and contents are matched */ \
        if ((e1 != src.extent) || (e1.size() != src.extent.size())) \
            return false; \
        return verify_all_same_##NAME(&src, (T)(src.extent.size())) == -1; \
    } \
}

DEFINE_TEST_FEATURE(int_1, int, 1)
DEFINE_TEST_FEATURE(int_2, int, 2)
DEFINE_TEST_FEATURE(int_5, int, 5)
DEFINE_TEST_FEATURE(float_1, float, 1)
DEFINE_TEST_FEATURE(float_2, float, 2)
DEFINE_TEST_FEATURE(float_5, float, 5)

int main(void)
{
    int passed =
        test_feature_int_1() && test_feature_int_2() && test_feature_int_5() &&
        test_feature_float_1() && test_feature_float_2() && test_feature_float_5()
            ? runall_pass : runall_fail;
    printf("%s\n", (passed == runall_pass) ? "Passed!" : "Failed!");
    return passed;
}
