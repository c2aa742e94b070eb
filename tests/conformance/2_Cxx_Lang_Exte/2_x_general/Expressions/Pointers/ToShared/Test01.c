// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_x_general/Expressions/Pointers/ToShared/Test01/test.cpp
// The pointer points to another shared variable. Change the value
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
    int A[100]; \
    for(int i = 0; i < size; i++) \
    { \
        A[i] = INIT_VALUE; \
    } \
\
    extent<1> e(size); \
    array<int, 1> aA(e, A); \
\
    parallel_for_each(aA.extent.tile<1>(), [&](tiled_index<1> idx) restrict(amp) \
    { \
        tile_static type v1, v2; \
        v1 = 0; \
        v2 = 0; \
        type *p; \
        if (aFlag[0] == 0) \
            p = &v1; \
        else \
            p = &v2; \
        *p = (type)1; \
        if (!Equal_##NAME(v1, (type)1)) \
            aA[idx.global] = 1; \
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
FOR_EACH_TYPE(DEFINE_TEST)

#define RUN(NAME, T) && test_##NAME()
int main(void)
{
    bool passed = true FOR_EACH_TYPE(RUN);
    printf("%s\n", passed ? "Passed!" : "Failed!");
    return passed ? 0 : 1;
}
