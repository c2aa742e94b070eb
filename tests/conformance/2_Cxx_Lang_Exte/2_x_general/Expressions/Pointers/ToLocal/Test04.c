// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_x_general/Expressions/Pointers/ToLocal/Test04/test.cpp
// Test deference after ++, -- operator.
// The original's template test<type> is a macro defining test_NAME for each
// type it is instantiated with; main runs them in its order.
#include "../pointers_common.h"

#define DEFINE_TEST(NAME, type) \
static bool test_##NAME(void) \
{ \
    int data[] = {0, 0, 0, 0}; \
    extent<1> eflags(sizeof(data) / sizeof(int)); \
    array<int, 1> aFlag(eflags, data); \
\
    const int size = 100; \
    int A[100]; \
    for(int i = 0; i < size; i++) \
    { \
        A[i] = INIT_VALUE; \
    } \
\
    extent<1> e(size); \
    array<int, 1> aA(e, A); \
\
    parallel_for_each(aA.extent, [&](index<1> idx) restrict(cpu, amp) \
    { \
        type arr[10]; \
\
        arr[0] = 0; arr[1] = 1; arr[2] = 2; arr[3] = 3; arr[4] = 4; \
        arr[5] = 5; arr[6] = 6; arr[7] = 7; arr[8] = 8; arr[9] = 9; \
\
        type *p = NULL; \
\
        if (aFlag[0] == 0) \
            p = &arr[0]; \
        else \
            p = &arr[1]; \
\
        p++; \
\
        type *p2 = p; \
\
        if (!Equal_##NAME(*p2, (type)1)) \
            aA[idx] = 1; \
\
        p2--; \
\
        type *p3 = p2; \
\
        if (!Equal_##NAME(*p3, (type)0)) \
            aA[idx] = 1; \
\
        p = &arr[0]; \
\
        if (aFlag[0] == 0) \
            p2 = &arr[9]; \
        else \
            p2 = &arr[8]; \
\
        int diff = p2 - p; \
\
        if ((diff != 9) || (diff != (&arr[9] - &arr[0]))) \
            aA[idx] = 1; \
\
        p2 = p + 9; \
\
        if (!Equal_##NAME(*p2, (type)9)) \
            aA[idx] = 1; \
    }); \
    aA.copy_to(A); \
\
    for (int i =  0; i < size; i++) \
    { \
        if (A[i] != INIT_VALUE) \
            return false; \
    } \
    return true; \
}
DEFINE_TEST(int, int)
DEFINE_TEST(ulong, unsigned long)
DEFINE_TEST(float, float)
DEFINE_TEST(double, double)

int main(void)
{
    bool passed = test_int() && test_ulong() && test_float() && test_double();
    printf("%s\n", passed ? "Passed!" : "Failed!");
    return passed ? 0 : 1;
}
