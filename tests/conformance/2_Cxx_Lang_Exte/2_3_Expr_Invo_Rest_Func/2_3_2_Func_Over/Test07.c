// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_3_Expr_Invo_Rest_Func/2_3_2_Func_Over/Test07/test.cpp
// Neg: malloc / free memory. Compile error is prompted.
#include <stdio.h>
#include <stddef.h>
#include <stdbool.h>

/* <stdlib.h>'s declarations, here so that -verify can expect the notes at them */
void *malloc(size_t size); // expected-note {{'malloc' declared here without restrict(amp)}}
void free(void *p); // expected-note {{'free' declared here without restrict(amp)}}

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

    parallel_for_each(aA.extent, [&](index<1> idx) restrict(amp)
    {
        int *p = (int *)malloc(sizeof(int)); // expected-error {{'malloc'}}
        free(p); // expected-error {{'free'}}
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
