// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_x_general/Expressions/Pointers/ToLocal/Test06/test.cpp
// Define pointers which point to const data. Verify the value of the data can be got through the pointers.
// (class s is a struct; bool is _Bool; Equal() is Equal_TYPE of
// pointers_common.h, the bool one Equal_int (exact, as Equal<bool> is); the
// vectors are int arrays, A = aA is aA.copy_to(A), the accelerator_view the
// default one)
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
    int data[] = {0, 0, 0, 0};
    extent<1> eflags(sizeof(data) / sizeof(int));
    array<int, 1> aFlag(eflags, data);

    const int size = 100;
    int A[100];
    for(int i = 0; i < size; i++)
    {
        A[i] = INIT_VALUE;
    }

    extent<1> e(size);
    array<int, 1> aA(e, A);

    parallel_for_each(aA.extent, [&](index<1> idx) restrict(amp)
    {
        struct s o;
        o.i = 2;
        o.d = 2;
        o.ul = 2;
        o.f = 2;
        const struct s o2 = o;
        const struct s o22 = o;
        const struct s* ps = NULL;
        if (aFlag[0] == 0)
            ps = &o2;
        else
            ps = &o22;
        struct s o3 = *ps;
        if (!Equal_int(o3.i, 2) || !Equal_double(o3.d, (double)2) || !Equal_ulong(o3.ul, (unsigned long)2) || !Equal_float(ps->f, (float)2))
            aA[idx] = 1;

        const bool b1 = true;
        const bool *pb1 = &b1;
        bool b2 = *pb1;
        const int i1 = 1;
        const int *pi1 = &i1;
        int i2 = *pi1;
        const double d1 = 1;
        const double *pd1 = &d1;
        double d2 = *pd1;
        if (!Equal_int(b2, b1) || !Equal_int(i2, i1) || !Equal_double(d2, d1))
            aA[idx] = 1;

        pd1 = (const double *)pi1;
        const int *pi2 = (const int *)pd1;
        if (!Equal_int(*pi2, 1))
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
    bool passed = true;
    passed = test();
    printf("%s\n", passed ? "Passed!" : "Failed!");
    return passed ? 0 : 1;
}
