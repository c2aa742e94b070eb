// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_x_general/Expressions/Pointers/ToGlobal/Test01/test.cpp
// The pointer points to another global variable. Change the value
// The original's template test<type> is a macro defining test_NAME for each
// type it is instantiated with (FOR_EACH_TYPE); main runs them in its order.
#include "../pointers_common.h"

#define DEFINE_TEST(NAME, type) \
static bool test_##NAME(void) \
{ \
    int data[] = {0, 0, 0, 0}; \
    extent<1> eflags(sizeof(data) / sizeof(int)); \
    array<int, 1> aFlag(eflags, data); \
\
    const int size = 100; \
    type A[100]; \
    for(int i = 0; i < size; i++) \
    { \
        A[i] = (type)1; \
    } \
\
    extent<1> e(size); \
    array<type, 1> aA(e, A), aA2(e); \
\
    parallel_for_each(aA.extent, [&](index<1> idx) restrict(cpu, amp) \
    { \
        type *p = NULL; \
        if (aFlag[0] == 0) \
            p = &aA[idx]; \
        else \
            p = &aA2[idx]; \
        *p = (type)2; \
    }); \
    aA.copy_to(A); \
\
    for (int i =  0; i < size; i++) \
    { \
        if (!Equal_##NAME(A[i], (type)2)) \
            return false; \
    } \
    return true; \
}
FOR_EACH_TYPE(DEFINE_TEST)

#define RUN(NAME, T) && test_##NAME()
int main(void)
{
    bool passed = true FOR_EACH_TYPE(RUN);
    printf("%s\n", passed ? "Passed!" : "Failed!");
    return passed ? 0 : 1;
}
