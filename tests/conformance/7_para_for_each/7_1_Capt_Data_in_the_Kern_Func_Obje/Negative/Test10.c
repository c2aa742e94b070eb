// Ported from amp-conformance/Tests/7_para_for_each/7_1_Capt_Data_in_the_Kern_Func_Obje/Negative/Test10/test.cpp
// Neg: Capture the pointer to array_view by value
// C has no new: the array the original allocates with new is a local array
// here, and the pointer points to it.
#include <stdio.h>
#include <stdbool.h>

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
    array<int, 1> G_array(e, G);
    array<int, 1> *paG = &G_array;
    array_view<int, 1> avG(*paG);
    array_view<int, 1> *pavG = &avG; // expected-note {{'pavG' declared here}}

    parallel_for_each(aA.extent, [&, pavG](index<1> idx) restrict(amp) // expected-error {{pointer 'pavG' cannot be captured by a kernel}}
    {
        int i = (*pavG)[idx]; // not allowed here
        if (i != 1)
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
