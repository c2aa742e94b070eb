// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_x_general/Expressions/Pointers/Negative/Test06/test.cpp
// Neg: const pinter cannot be changed.
// (the original's class s is a struct. Besides the assignments to const
// pointers, AMP C rejects pi1 and pd1 for pointing into two memory spaces,
// LANGUAGE.md §6.)
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
        struct s o1, o2;
        struct s* const ps = &aG[idx];
        ps = &aG[idx]; // not allowed here: expected-error {{cannot assign to a value of const-qualified type 'struct s * const'}}

        int * const pi1 = &aGi[idx]; // expected-error {{pointer 'pi1' may point into private memory and global (array_view) memory}} expected-note {{'pi1' points into global (array_view) memory here}}
        int i1;
        pi1 = &i1; // expected-error {{cannot assign to a value of const-qualified type 'int * const'}} expected-note {{'pi1' points into private memory here}}

        double * const pd1 = &aGd[idx]; // expected-error {{pointer 'pd1' may point into private memory and global (array_view) memory}} expected-note {{'pd1' points into global (array_view) memory here}}
        double d1;
        pd1 = &d1; // expected-error {{cannot assign to a value of const-qualified type 'double * const'}} expected-note {{'pd1' points into private memory here}}

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
