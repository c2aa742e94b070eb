// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_x_general/Expressions/Pointers/ToGlobal/Test02/test.cpp
// Test the compound type. Change the value
// (the classes are structs: a derived one's first members are its base's,
// as an anonymous struct; their member functions, never called, are left
// out. The template VerifyR<type> and its specialization for u are
// VerifyR_NAME, and test<type> is a macro defining test_NAME for the three
// instantiations; Equal() is Equal_TYPE of pointers_common.h; the vectors are
// arrays, A = aA is aA.copy_to(A), the accelerator_view the default one)
#include "../pointers_common.h"

struct base_c
{
    int m_i;
    unsigned long m_ul;
};

struct derived_c
{
    struct /* : public base_c */
    {
        int m_i;
        unsigned long m_ul;
    };
    float m_f;
    double m_d;
};

struct base_s
{
    int m_i;
    unsigned long m_ul;
};

struct derived_s
{
    struct /* : public base_s */
    {
        int m_i;
        unsigned long m_ul;
    };
    float m_f;
    double m_d;
};

union u
{
    float m_f;
    double m_d;
    int m_i;
    unsigned long m_ul;
};

#define DEFINE_VERIFY_R(NAME, type) \
static bool VerifyR_##NAME(type in, int in2, double d2) restrict(cpu, amp) \
{ \
    if (!Equal_int(in.m_i, (int)in2) || !Equal_ulong(in.m_ul, (unsigned long)in2) || !Equal_float(in.m_f, (float)in2) || !Equal_double(in.m_d, d2)) \
        return false; \
    return true; \
}

DEFINE_VERIFY_R(derived_c, struct derived_c)
DEFINE_VERIFY_R(derived_s, struct derived_s)

static bool VerifyR_u(union u in, int in2, double d2) restrict(cpu, amp)
{
    if (!Equal_double(in.m_d, d2))
        return false;
    return true;
}

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
        A[i].m_i = 1; \
        A[i].m_ul = 1; \
        A[i].m_f = 1.0f; \
        A[i].m_d = 1.0; \
    } \
\
    extent<1> e(size); \
    array<type, 1> aA(e, A), aA2(e); \
\
    parallel_for_each(aA.extent, [&](index<1> idx) restrict(amp) \
    { \
        type *p = NULL; \
        if (aFlag[0] == 0) \
            p =&aA[idx]; \
        else \
            p =&aA2[idx]; \
        p->m_i = 2; \
        p->m_ul = 2; \
        p->m_f = 2.0f; \
        p->m_d = 2.0; \
    }); \
\
    aA.copy_to(A); \
\
    for (int i =  0; i < size; i++) \
    { \
        if (!VerifyR_##NAME(A[i], 2, 2.0)) \
            return false; \
    } \
\
    return true; \
}

DEFINE_TEST(derived_c, struct derived_c)
DEFINE_TEST(derived_s, struct derived_s)
DEFINE_TEST(u, union u)

int main(void)
{
    bool passed = true;
    passed = test_derived_c() && test_derived_s() && test_u();
    printf("%s\n", passed ? "Passed!" : "Failed!");
    return passed ? 0 : 1;
}
