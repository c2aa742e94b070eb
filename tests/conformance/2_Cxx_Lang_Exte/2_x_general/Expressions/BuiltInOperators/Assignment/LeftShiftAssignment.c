// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_x_general/Expressions/BuiltInOperators/Assignment/LeftShiftAssignment/test.cpp
// This test checks that the built-in left shift assignment operator works inside a vector function
#include <stdlib.h>
#include <limits.h>
#include "amptest.h"

// Initialize the input with random data
static void InitializeArray(int *vM, int size, int range)
{
    for(int i=0; i< size; ++i) { vM[i] = rand() % range; }
}

int main(void)
{
    const int size = 10;

    int A[10];
    InitializeArray(A, size, sizeof(int));
    array<int, 1> aA(size, A);

    int B[10];
    InitializeArray(B, size, INT_MAX);
    array<int, 1> aB(size, B);

    parallel_for_each(aA.extent, [&](index<1> idx) restrict(amp) {
        aB[idx] <<= aA[idx];
    });

    for (int i=0; i<size; ++i) { B[i] <<= A[i]; }

    int C[10];
    aB.copy_to(C);
    bool passed = Verify_int(C, B, size);
    return passed ? runall_pass : runall_fail;
}
