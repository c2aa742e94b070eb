// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_x_general/Expressions/Pointers/ToShared/Test02/test.cpp
// Test the compound type. Change the value
// The original's class derived_c and struct derived_s have the same data
// members and member functions that the test never calls; in C they are the
// two structs of those members. The template test<type> is a macro defining
// test_NAME for both.
#include "../pointers_common.h"

struct derived_c
{
    int m_i;
    unsigned long m_ul;
    float m_f;
    double m_d;
};

struct derived_s
{
    int m_i;
    unsigned long m_ul;
    float m_f;
    double m_d;
};

#define DEFINE_TEST(NAME, type) \
static bool test_##NAME(void) \
{ \
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
        tile_static type v1; \
        v1.m_i = 1; \
        v1.m_ul = 1; \
        v1.m_f = 1; \
        v1.m_d = 1; \
        type *p = &v1; \
        p->m_i = 2; \
        p->m_ul = 2; \
        p->m_f = 2; \
        p->m_d = 2; \
        if (!Equal_int(v1.m_i, (int)2) || !Equal_ulong(v1.m_ul, (unsigned long)2) || !Equal_float(v1.m_f, (float)2) || !Equal_double(v1.m_d, (double)2)) \
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
DEFINE_TEST(derived_c, struct derived_c)
DEFINE_TEST(derived_s, struct derived_s)

int main(void)
{
    bool passed = test_derived_c() && test_derived_s();
    printf("%s\n", passed ? "Passed!" : "Failed!");
    return passed ? 0 : 1;
}
