// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_x_general/Expressions/Pointers/Misc/Test04/test.cpp
// Define three pointers, which point to variables in register, shared memory
// and global memory respectively. The data type is the same, amp-compatible
// data type. Verify that they can exchange with each other. And after
// exchange, the value of variables by pointed by them can be changed through
// the pointer.
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
    const int size = 99; \
    int A[99]; \
    type G[99]; \
    for(int i = 0; i < size; i++) \
    { \
        A[i] = INIT_VALUE; \
        G[i] = (type)1; \
    } \
\
    extent<1> e(size); \
    array<int, 1> aA(e, A); \
    array<type, 1> aG(e, G), aG2(e); \
\
    parallel_for_each(aA.extent.tile<1>(), [&](tiled_index<1> idx) restrict(amp) \
    { \
        tile_static type ts, ts2; \
        type l, l2; \
        type *pG = NULL; \
        type *pts = NULL; \
        type *pl = NULL; \
\
        ts = (type)2; \
        l = (type)3; \
\
        if (aFlag[0] == 0) \
        { \
            pG = &aG[idx.global]; \
            pts = &ts; \
            pl = &l; \
        } else \
        { \
            pG = &aG2[idx.global]; \
            pts = &ts2; \
            pl = &l; \
        } \
\
        type tmp = *pl; \
        *pl = *pG; \
        *pG = *pts; \
        *pts = tmp; \
\
        if (!Equal_##NAME(*pG, (type) 2) || !Equal_##NAME(*pl, (type) 1) || !Equal_##NAME(*pts, (type) 3)) \
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
