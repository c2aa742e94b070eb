// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_x_general/Expressions/Pointers/ToLocal/Test02.03/test.cpp
// Test the compound type. Change the value
// The original's templates struct s<type> and test<type> are a macro defining
// struct s_NAME and test_NAME for each type test is instantiated with.
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
        struct s_##NAME arr[10]; \
        arr[0].a=0;arr[0].b=0;arr[0].c=0;arr[0].d=0; \
        arr[1].a=1;arr[1].b=1;arr[1].c=1;arr[1].d=1; \
        arr[2].a=2;arr[2].b=2;arr[2].c=2;arr[2].d=2; \
        arr[3].a=3;arr[3].b=3;arr[3].c=3;arr[3].d=3; \
        arr[4].a=4;arr[4].b=4;arr[4].c=4;arr[4].d=4; \
        arr[5].a=5;arr[5].b=5;arr[5].c=5;arr[5].d=5; \
        arr[6].a=6;arr[6].b=6;arr[6].c=6;arr[6].d=6; \
        arr[7].a=7;arr[7].b=7;arr[7].c=7;arr[7].d=7; \
        arr[8].a=8;arr[8].b=8;arr[8].c=8;arr[8].d=8; \
        arr[9].a=9;arr[9].b=9;arr[9].c=9;arr[9].d=9; \
\
        type *p = NULL; \
\
        if (aFlag[0] == 0) \
            p = &(arr[0].a); \
        else \
            p = &(arr[1].a); \
\
        if (!Equal_##NAME(*p++, (type)0) || !Equal_##NAME(*p++, (type)0) || !Equal_##NAME(*p++, (type)0) || !Equal_##NAME(*p++, (type)0)) \
            aA[idx] = 1; \
\
        if (!Equal_##NAME(*p, (type)1)) \
            aA[idx] = 1; \
\
        if (aFlag[0] == 0) \
            p = &(arr[9].a); \
        else \
            p = &(arr[1].a); \
\
        *p = 10; \
        *(p + 1) = 10; \
        *(p + 2) = 10; \
        *(p + 3) = 10; \
\
        p = &(arr[8].a); \
\
        if (!Equal_##NAME(*p++, (type)8) || !Equal_##NAME(*p++, (type)8) || !Equal_##NAME(*p++, (type)8) || !Equal_##NAME(*p++, (type)8) \
            || !Equal_##NAME(*p++, (type)10) || !Equal_##NAME(*p++, (type)10) || !Equal_##NAME(*p++, (type)10) || !Equal_##NAME(*p++, (type)10)) \
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
