// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_x_general/Expressions/Pointers/ToGlobal/Test05.02/test.cpp
// Convert 0 to a amp-compatible type pointer
// (the original's class s is a struct; its std::vector<const T> sources are arrays)
#include "../pointers_common.h"

struct s
{
    int i;
    double d;
    unsigned long ul;
    float f;
};

static bool test(void)
{
    const int size = 100;
    int A[100];
    struct s G1[100];
    int G2[100] = {0};
    double G3[100] = {0};

    for(int i = 0; i < size; i++)
    {
        A[i] = INIT_VALUE;
        G1[i].i = 2;
        G1[i].d = 2;
        G1[i].ul = 2;
        G1[i].f = 2;
    }

    extent<1> e(size);
    array<int, 1> aA(e, A);
    array<struct s, 1> aG1(e, G1);
    array<int, 1> aG2(e, G2);
    array<double, 1> aG3(e, G3);

    parallel_for_each(aA.extent, [&](index<1> idx) restrict(cpu, amp)
    {
        struct s o;
        o.i = 2;
        o.d = 2;
        o.ul = 2;
        o.f = 2;
        const struct s o2 = o;
        const struct s* ps = 0;
        ps = &o2;
        if (!Equal_int(ps->i, 2) || !Equal_double(ps->d, (double)2) || !Equal_ulong(ps->ul, (unsigned long)2) || !Equal_float(ps->f, (float)2))
            aA[idx] = 1;

        const int i1 = 1;
        const int *pi1 = &i1;
        const double d1 = 1;
        const double *pd1 = &d1;
        if (!Equal_int(*pi1, (int)1) || !Equal_double(*pd1, (double)1))
            aA[idx] = 1;
    });
    aA.copy_to(A);

    for (int i =  0; i < size; i++)
    {
        if (A[i] != INIT_VALUE)
            return false;
    }
    return true;
}

int main(void)
{
    bool passed = test();
    printf("%s\n", passed ? "Passed!" : "Failed!");
    return passed ? 0 : 1;
}
