// Ported from amp-conformance/Tests/5_Data_Cont/5_1_array/5_1_3_m/copy_to/Test.01/test.cpp
// Verify copy_to function
// (the template test_feature<_type, _rank> is a macro defining test_feature_NAME
// for each instantiation; the vectors are malloc'd arrays, vector = array is
// copy_to; data.begin() is the data pointer)
#include "amptest.h"

#define DEFINE_TEST_FEATURE(NAME, T, N) \
static bool test_feature_##NAME(void) \
{ \
    int edata[N]; \
    for (int i = 0; i < N; i++) \
        edata[i] = i+1; \
    extent<N> e1(edata); \
\
    int size = e1.size(); \
    T *data = malloc(sizeof(T) * size); \
    for (int i = 0; i < size; i++) \
        data[i] = (T)rand(); \
\
    T *src_data = malloc(sizeof(T) * size); \
    T *dst_data = malloc(sizeof(T) * size); \
    bool passed = true; \
    { \
        array<T, N> src(e1, data); \
        array<T, N> dst(e1); \
        src.copy_to(dst); \
        src.copy_to(src_data); \
        dst.copy_to(dst_data); \
        for (int i = 0; i < size; i++) \
        { \
            if ((dst_data[i] != src_data[i]) || (dst_data[i] != data[i])) \
                passed = false; \
        } \
    } \
    { \
        const array<T, N> src(e1, data); \
        array<T, N> dst(e1); \
        src.copy_to(dst); \
        src.copy_to(src_data); \
        dst.copy_to(dst_data); \
        for (int i = 0; i < size; i++) \
        { \
            if ((dst_data[i] != src_data[i]) || (dst_data[i] != data[i])) \
                passed = false; \
        } \
    } \
    free(data); \
    free(src_data); \
    free(dst_data); \
    return passed; \
}

DEFINE_TEST_FEATURE(int_5, int, 5)
DEFINE_TEST_FEATURE(float_7, float, 7)
DEFINE_TEST_FEATURE(double_7, double, 7)
DEFINE_TEST_FEATURE(unsigned_5, unsigned int, 5)

int main(void)
{
    int passed = test_feature_int_5() && test_feature_float_7() &&
                    test_feature_double_7() && test_feature_unsigned_5()
            ? runall_pass : runall_fail;
    printf("%s\n", (passed == runall_pass) ? "Passed!" : "Failed!");
    return passed;
}
