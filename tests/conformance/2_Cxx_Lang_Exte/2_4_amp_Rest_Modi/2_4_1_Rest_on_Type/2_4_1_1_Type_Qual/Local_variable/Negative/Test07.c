// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_4_amp_Rest_Modi/2_4_1_Rest_on_Type/2_4_1_1_Type_Qual/Local_variable/Negative/Test07/test.cpp
// Neg: volatile pointers.
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
    struct s G[100] = {0};
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

    parallel_for_each(aA.extent, [&](index<1> idx) restrict(amp)
    {
        struct s* volatile ps = &aG[idx]; // expected-error {{'volatile' is not allowed in amp code}}
        int * volatile pi1 = &aGi[idx]; // expected-error {{'volatile' is not allowed in amp code}}
        double * volatile pd1 = &aGd[idx]; // expected-error {{'volatile' is not allowed in amp code}}
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
