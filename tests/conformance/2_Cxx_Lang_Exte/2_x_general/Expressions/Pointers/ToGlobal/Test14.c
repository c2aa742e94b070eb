// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_x_general/Expressions/Pointers/ToGlobal/Test14/test.cpp
// Test explicit pointer conversion.
// (the classes are structs, c2's first members c1's as an anonymous struct;
// __int32 is int, bool _Bool; the template test<T>, whose body does not use
// T, is a macro defining test_NAME for each of its four instantiations;
// Equal() is Equal_TYPE of pointers_common.h; the vectors are arrays, A = aA
// is aA.copy_to(A), the accelerator_view the default one)
#include "../pointers_common.h"

struct c1
{
    int i;
    double d;
    unsigned long ul;
    float f;
};

struct c2
{
    struct /* : public c1 */
    {
        int i;
        double d;
        unsigned long ul;
        float f;
    };
    unsigned int i2;
    double md;
};

#define DEFINE_TEST(NAME, T) \
static bool test_##NAME(void) \
{ \
    const int size = 100; \
    int A[100]; \
    struct c2 Gc[100]; \
    int Gi[100]; \
    unsigned int Gui[100]; \
    for(int i = 0; i < size; i++) \
    { \
        A[i] = INIT_VALUE; \
        Gc[i].i = 1; \
        Gc[i].d = 1; \
        Gc[i].ul = 1; \
        Gc[i].f = 1; \
        Gc[i].i2 = 0; \
        Gc[i].md = 0; \
        Gi[i] = 1; \
        Gui[i] = 1; \
    } \
\
    extent<1> e(size); \
    array<int, 1> aA(e, A); \
    array<struct c2, 1> aGc(e, Gc); \
    array<int, 1> aGi(e, Gi); \
    array<unsigned int, 1> aGui(e, Gui); \
\
    parallel_for_each(aA.extent, [&](index<1> idx) restrict(amp) \
    { \
        int *pi1 = &aGi[idx]; \
        bool *pb1 = (bool*)pi1; \
        int i2 = *(int *)pb1; \
        if (i2 != 1) \
            aA[idx] = 1; \
\
        unsigned int *pi2 = &aGui[idx]; \
        double * pd1 = (double *)pi2; \
        unsigned int i4 = *(unsigned int *)pd1; \
        if (i4 != 1) \
            aA[idx] = 1; \
\
        struct c1 o; \
        o.i = 1; \
        o.d = 1; \
        o.ul = 1; \
        o.f = 1; \
        struct c2 *p = (struct c2 *)&aGc[idx]; \
        if (!Equal_int(p->i, (int)1) || !Equal_double(p->d, (double)1) || !Equal_float(p->f, (float)1) || !Equal_ulong(p->ul, (unsigned long)1)) \
            aA[idx] = 1; \
    }); \
\
    aA.copy_to(A); \
\
    for (int i =  0; i < size; i++) \
    { \
        if (A[i] != INIT_VALUE) \
            return false; \
    } \
\
    return true; \
}

DEFINE_TEST(int, int)
DEFINE_TEST(ulong, unsigned long)
DEFINE_TEST(double, double)
DEFINE_TEST(float, float)

int main(void)
{
    bool passed = true;
    passed = test_int() && test_ulong() && test_double() && test_float();
    printf("%s\n", passed ? "Passed!" : "Failed!");
    return passed ? 0 : 1;
}
