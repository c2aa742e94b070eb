// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_x_general/Expressions/Pointers/ToShared/Test03/test.cpp
// test pointer operators, ++, --, >, >=, <, <=, ==, !=. [].
// The original's template test<type> is a macro defining test_NAME for each
// type it is instantiated with; main runs them in its order.
#include "../pointers_common.h"

#define DEFINE_TEST(NAME, type) \
static bool test_##NAME(void) \
{ \
    const int size = 100; \
    type A[100]; \
    for(int i = 0; i < size; i++) \
    { \
        A[i] = INIT_VALUE; \
    } \
\
    extent<1> e(size); \
    array<type, 1> aA(e, A); \
\
    parallel_for_each(aA.extent.tile<1>(), [&](tiled_index<1> idx) restrict(amp) \
    { \
        tile_static type arr[10]; \
\
        arr[0] = 0; arr[1] = 1; arr[2] = 2; arr[3] = 3; arr[4] = 4; \
        arr[5] = 5; arr[6] = 6; arr[7] = 7; arr[8] = 8; arr[9] = 9; \
\
        type *p = &arr[1]; \
\
        p++; \
\
        if (*p != 2) \
            aA[idx.global] = 1; \
\
        p--; \
\
        if (*p != 1) \
            aA[idx.global] = 1; \
\
        type *p2 = &arr[2]; \
\
        if (!(p < p2)) \
            aA[idx.global] = 1; \
\
        if (!(p <= p2)) \
            aA[idx.global] = 1; \
\
        if (!(p2 > p)) \
            aA[idx.global] = 1; \
\
        if (!(p2 >= p)) \
            aA[idx.global] = 1; \
\
        type *p3 = &arr[1]; \
\
        if (!(p == p3)) \
            aA[idx.global] = 1; \
\
        if (!(p != p2)) \
            aA[idx.global] = 1; \
\
        p--; \
\
        if (p[9] != 9) \
            aA[idx.global] = 1; \
    }); \
    aA.copy_to(A); \
\
    if (A[0] != INIT_VALUE) \
        return false; \
\
    return true; \
}
DEFINE_TEST(int, int)
DEFINE_TEST(ulong, unsigned long)

int main(void)
{
    bool passed = test_int() && test_ulong();
    printf("%s\n", passed ? "Passed!" : "Failed!");
    return passed ? 0 : 1;
}
