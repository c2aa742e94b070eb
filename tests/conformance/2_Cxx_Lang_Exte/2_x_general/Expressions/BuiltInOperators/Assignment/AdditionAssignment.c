// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_x_general/Expressions/BuiltInOperators/Assignment/AdditionAssignment/test.cpp
// This test checks that addition assignment operator works inside a vector function
// The original's kernel helper takes the arrays by reference (array<int, 2> &);
// AMP C passes an array by pointer. The default argument of InitializeArray is
// written out at its calls.
#include <stdio.h>
#include <stdlib.h>
#include <stdbool.h>

// Initialize the input with random data
static void InitializeArray(int *vM, int size, int value)
{
    // zero not allowed because we use it for division
    if(value == 0) value = rand() + 1;

    for(int i=0; i<size; ++i)
    {
        vM[i] = value;
    }
}

// This kernel tests calls the Addition assignment, +=, operator
void kernel(index<2> idx, array<int, 2> *aB, array<int, 2> *aA) restrict(cpu, amp)
{
    (*aB)[idx] += (*aA)[idx];
}

int main(void)
{
    // this tests uses a 2D dataset of size N x M
    const int N = 4;
    const int M = 4;
    const int size = M * N;
    extent<2> e(N, M);

    // Initialize input, outputs
    srand(13);
    int A[16];
    InitializeArray(A, size, 0);
    array<int, 2> aA(e, A);

    // these are both input & output arrays
    int B[16];
    int value = rand();
    InitializeArray(B, size, value);
    array<int, 2> aB(e, B);

    parallel_for_each(aA.extent, [&](index<2> idx) restrict(amp) {
        kernel(idx, &aB, &aA);
    });
    aB.copy_to(B);

    // Verify results
    bool passed = true;
    for (int i=0; i<M & passed; ++i)
    {
        for(int j=0; j<N; ++j)
        {
            int expectedPb = value;
            expectedPb += A[i * N + j];
            if (B[i * N + j] != expectedPb)
            {
                printf("\nAddition Assignment failed\n");
                printf("-Expression: %d += %d\n", value, A[i * N + j]);
                printf("-Actual: B[%d] = %d, Expected: %d\n", i * N + j, B[i * N + j], expectedPb);
                passed = false;
                break;
            }
        }
    }
    printf("%s: %s\n", "Assignment/AdditionAssignment", passed ? "Passed!" : "Failed!");
    return passed ? 0 : 1;
}
