// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_x_general/Expressions/Pointers/Negative/Test05/test.cpp
// (Negative) Verify const data cannot be changed through pointer.
// (the original's class s is a struct)
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
    struct s G[100] = {{0}};
    int Gi[100] = {0};
    double Gd[100] = {0};

    for(int i = 0; i < size; i++)
    {
        A[i] = INIT_VALUE;
    }

    extent<1> e(size);
    array<int, 1> aA(e, A);
    array<struct s, 1> aG(e, G);
    array<int, 1> aGi(e, Gi);
    array<double, 1> aGd(e, Gd);

    parallel_for_each(aA.extent, [&](index<1> idx) restrict(cpu, amp)
    {
        const struct s o2 = aG[idx];
        const struct s* ps = &o2;
        ps->i = 1; // not allowed here: expected-error {{cannot assign to a value of const-qualified type 'const int'}}
        ps->d = 1; // expected-error {{cannot assign to a value of const-qualified type 'const double'}}
        ps->ul = 1; // expected-error {{cannot assign to a value of const-qualified type 'const unsigned long'}}
        ps->f = 1; // expected-error {{cannot assign to a value of const-qualified type 'const float'}}

        const int *pi1 = &aGi[idx];
        *pi1 = 2; // expected-error {{cannot assign to a value of const-qualified type 'const int'}}

        const double d1 = 1;
        const double *pd1 = &aGd[idx];
        *pd1 = 2.0; // expected-error {{cannot assign to a value of const-qualified type 'const double'}}

        aA[idx] = 1;
    });

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
    printf("%s\n", "Failed!");
    return 1;
}
