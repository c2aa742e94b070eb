// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_x_general/Expressions/Pointers/ToGlobal/Test04/test.cpp
// Test deference after ++, -- operator.
// The original's template test<type> is a macro defining test_NAME for each
// type it is instantiated with (int, unsigned long, float, double); the
// arrays live on the default view (the original's device with doubles).
#include "../pointers_common.h"

#define DEFINE_TEST(NAME, type) \
static bool test_##NAME(void) \
{ \
    int data[] = {0, 0, 0, 0}; \
    extent<1> eflags(sizeof(data) / sizeof(int)); \
    array<int, 1> aFlag(eflags, data); \
\
    const int size = 100; \
\
    int A[100]; \
    type G[100 * 10]; \
\
    for(int i = 0; i < size; i++) \
    { \
        A[i] = INIT_VALUE; \
        G[i * 10 + 0] = 0; G[i * 10 + 1] = 1; G[i * 10 + 2] = 2; G[i * 10 + 3] = 3; G[i * 10 + 4] = 4; \
        G[i * 10 + 5] = 5; G[i * 10 + 6] = 6; G[i * 10 + 7] = 7; G[i * 10 + 8] = 8; G[i * 10 + 9] = 9; \
    } \
\
    extent<1> e(size); \
    extent<1> eG(size * 10); \
\
    array<int, 1> aA(e, A); \
    array<type, 1> aG(eG, G), aG2(e); \
\
    parallel_for_each(aA.extent, [&](index<1>idx) restrict(cpu, amp) \
    { \
        type *p = NULL; \
\
        if (aFlag[0] == 0) \
            p = &aG[idx * 10 + 0]; \
        else \
            p = &aG[idx * 10 + 1]; \
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
        p = &aG[idx * 10]; \
\
        if (aFlag[0] == 0) \
            p2 = &aG[idx * 10 + 9]; \
        else \
            p2 = &aG[idx * 10 + 8]; \
\
        int diff = p2 - p; \
\
        if ((diff != 9) || (diff != (&aG[9] - &aG[0]))) \
            aA[idx] = 1; \
\
        p2 = p + 9; \
\
        if (!Equal_##NAME(*p2, (type)9)) \
            aA[idx] = 1; \
\
        *(p2 - 1) = 0; \
    }); \
\
    aA.copy_to(A); \
    aG.copy_to(G); \
\
    for (int i =  0; i < size; i++) \
    { \
        if ((A[i] != INIT_VALUE) || !Equal_##NAME(G[i * 10 + 8], (type)0)) \
            return false; \
    } \
\
    return true; \
}

DEFINE_TEST(int, int)
DEFINE_TEST(ulong, unsigned long)
DEFINE_TEST(float, float)
DEFINE_TEST(double, double)

int main(void)
{
    bool passed = true;

    passed = test_int() && test_ulong() && test_float() && test_double();

    printf("%s\n", passed ? "Passed!" : "Failed!");
    return passed ? 0 : 1;
}
