// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_x_general/Expressions/Pointers/ToGlobal/Test02.03/test.cpp
// Test the compound type. Change the value
// The original's templates struct s<type> and test<type> are a macro defining
// struct s_NAME and test_NAME for each type test is instantiated with.
#include <stdlib.h>
#include "../pointers_common.h"

#define DEFINE_TEST(NAME, type) \
struct s_##NAME \
{ \
    type a; \
    type b; \
    type c; \
    type d; \
}; \
\
static bool test_##NAME(void) \
{ \
    int data[] = {0, 0, 0, 0}; \
    extent<1> eflags(sizeof(data) / sizeof(int)); \
    array<int, 1> aFlag(eflags, data); \
\
    const int size = 100; \
    int A[100]; \
    struct s_##NAME *G = malloc(size * 10 * sizeof *G); \
    for(int i = 0; i < size; i++) \
    { \
        A[i] = INIT_VALUE; \
        G[i * 10 + 0].a=0;G[i * 10 + 0].b=0;G[i * 10 + 0].c=0;G[i * 10 + 0].d=0; \
        G[i * 10 + 1].a=1;G[i * 10 + 1].b=1;G[i * 10 + 1].c=1;G[i * 10 + 1].d=1; \
        G[i * 10 + 2].a=2;G[i * 10 + 2].b=2;G[i * 10 + 2].c=2;G[i * 10 + 2].d=2; \
        G[i * 10 + 3].a=3;G[i * 10 + 3].b=3;G[i * 10 + 3].c=3;G[i * 10 + 3].d=3; \
        G[i * 10 + 4].a=4;G[i * 10 + 4].b=4;G[i * 10 + 4].c=4;G[i * 10 + 4].d=4; \
        G[i * 10 + 5].a=5;G[i * 10 + 5].b=5;G[i * 10 + 5].c=5;G[i * 10 + 5].d=5; \
        G[i * 10 + 6].a=6;G[i * 10 + 6].b=6;G[i * 10 + 6].c=6;G[i * 10 + 6].d=6; \
        G[i * 10 + 7].a=7;G[i * 10 + 7].b=7;G[i * 10 + 7].c=7;G[i * 10 + 7].d=7; \
        G[i * 10 + 8].a=8;G[i * 10 + 8].b=8;G[i * 10 + 8].c=8;G[i * 10 + 8].d=8; \
        G[i * 10 + 9].a=9;G[i * 10 + 9].b=9;G[i * 10 + 9].c=9;G[i * 10 + 9].d=9; \
    } \
\
    extent<1> e(size); \
    extent<1> eg(size * 10); \
    array<int, 1> aA(e, A); \
    array<struct s_##NAME, 1> aG(eg, G); \
\
    parallel_for_each(aA.extent, [&](index<1> idx) restrict(cpu, amp) \
    { \
        type *p = NULL; \
\
        if (aFlag[0] == 0) \
            p = &(aG[idx[0] * 10].a); \
        else \
            p = &(aG[idx[0] * 10 + 1].a); \
\
        if (!Equal_##NAME(*p++, (type)0) || !Equal_##NAME(*p++, (type)0) || !Equal_##NAME(*p++, (type)0) || !Equal_##NAME(*p++, (type)0)) \
            aA[idx] = 1; \
\
        if (!Equal_##NAME(*p, (type)1)) \
            aA[idx] = 1; \
\
        if (aFlag[0] == 0) \
            p = &(aG[idx[0] * 10 + 9].a); \
        else \
            p = &(aG[idx[0] * 10 + 1].a); \
\
        *p = 10; \
        *(p + 1) = 10; \
        *(p + 2) = 10; \
        *(p + 3) = 10; \
\
        p = &(aG[idx[0] * 10 + 8].a); \
\
        if (!Equal_##NAME(*p++, (type)8) || !Equal_##NAME(*p++, (type)8) || !Equal_##NAME(*p++, (type)8) || !Equal_##NAME(*p++, (type)8) \
            || !Equal_##NAME(*p++, (type)10) || !Equal_##NAME(*p++, (type)10) || !Equal_##NAME(*p++, (type)10) || !Equal_##NAME(*p++, (type)10)) \
            aA[idx] = 1; \
    }); \
    aA.copy_to(A); \
    aG.copy_to(G); \
\
    bool ok = true; \
    for (int i =  0; i < size && ok; i++) \
    { \
        if (A[i] != INIT_VALUE) \
            ok = false; \
        else if (!Equal_##NAME(G[i * 10 + 9].a, (type)10) || !Equal_##NAME(G[i * 10 + 9].b, (type)10) || \
            !Equal_##NAME(G[i * 10 + 9].c, (type)10) || !Equal_##NAME(G[i * 10 + 9].d, (type)10)) \
            ok = false; \
    } \
    free(G); \
    return ok; \
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
