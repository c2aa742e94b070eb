// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_4_amp_Rest_Modi/2_4_3_Rest_on_Func_Scop/2_4_3_2_Prim_Expr/Negative/Test09/test.cpp
// Neg: The pointer points static member. Compilation fails.
// C has no references: the original's reference bindings (int &ri = i) read
// the static variable into a local instead. ampcc reports each static variable
// at its first use in the kernel, as the original expects (its line 35).
#include <stdio.h>
#include <stdbool.h>

#define INIT_VALUE ((int)0xABCDEF98)

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
    static int i = 0; // expected-note {{declared here}}
    static unsigned int ui = 0; // expected-note {{declared here}}
    static float f = 0; // expected-note {{declared here}}
    static double d = 0; // expected-note {{declared here}}

    parallel_for_each(aA.extent, [&](index<1> idx) restrict(amp)
    {
        int *pi = &i; // expected-error {{'i'}}
        int ri = i;
        unsigned int *pui = &ui; // expected-error {{'ui'}}
        unsigned int rui = ui;
        float *pf = &f; // expected-error {{'f'}}
        float rf = f;
        double *pd = &d; // expected-error {{'d'}}
        double rd = d;
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
