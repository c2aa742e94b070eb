// Ported from amp-conformance/Tests/7_para_for_each/7_1_Capt_Data_in_the_Kern_Func_Obje/Negative/Test13/test.cpp
// Neg: Capture other pointers by reference.
// The original's template over the pointee type is written out for the one
// type it instantiates (int).
#include <stdio.h>
#include <stdbool.h>
#include <stddef.h>

#define INIT_VALUE ((int)0xABCDEF98)

static bool test(void)
{
    const int size = 100;
    int A[100];
    int G[100];
    for(int i = 0; i < size; i++)
    {
        A[i] = INIT_VALUE;
        G[i] = 1;
    }

    extent<1> e(size);
    array<int, 1> aA(e, A);
    int *p = NULL; // expected-note {{'p' declared here}}

    parallel_for_each(aA.extent, [&](index<1> idx) restrict(amp)
    {
        int *p1 = p; // not allowed here: expected-error {{'p' would be captured by reference by [&]; only an array can be captured by reference}}
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
