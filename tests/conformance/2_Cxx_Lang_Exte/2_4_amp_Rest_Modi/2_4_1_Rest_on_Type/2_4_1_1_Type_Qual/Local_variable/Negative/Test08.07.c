// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_4_amp_Rest_Modi/2_4_1_Rest_on_Type/2_4_1_1_Type_Qual/Local_variable/Negative/Test08.07/test.cpp
// Neg: volatile pointers. The original binds volatile references to an array
// element; C has no references, so the port takes volatile pointers to it.
#include <stdio.h>
#include <stdbool.h>

#define INIT_VALUE ((int)0xABCDEF98)

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

    for(int i = 0; i < size; i++)
    {
        A[i] = INIT_VALUE;
    }

    extent<1> e(size);
    array<int, 1> aA(e, A);

    parallel_for_each(aA.extent, [&](index<1> idx) restrict(amp)
    {
        volatile struct s *ps = (volatile struct s *)&aA[idx]; // expected-error {{'volatile' is not allowed in amp code}} expected-error {{'volatile' is not allowed in amp code ('cast')}}
        volatile bool *pb1 = (volatile bool *)&aA[idx]; // expected-error {{'volatile' is not allowed in amp code}} expected-error {{'volatile' is not allowed in amp code ('cast')}}
        volatile int *pi1 = (volatile int *)&aA[idx];; // expected-error {{'volatile' is not allowed in amp code}} expected-error {{'volatile' is not allowed in amp code ('cast')}}
        volatile double *pd1 = (volatile double *)&aA[idx]; // expected-error {{'volatile' is not allowed in amp code}} expected-error {{'volatile' is not allowed in amp code ('cast')}}
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
