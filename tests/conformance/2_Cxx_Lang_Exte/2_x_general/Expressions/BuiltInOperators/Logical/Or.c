// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_x_general/Expressions/BuiltInOperators/Logical/Or/test.cpp
// This test check that the built-in logical OR operator works inside a vector function
// The original's kernel helper takes the arrays by reference (array<T, 2> &);
// AMP C passes an array by pointer. std::vector is a malloc'd array.
#include <stdio.h>
#include <stdlib.h>
#include <stdbool.h>
#include <math.h>
#include <float.h>

// Initialize the input with random data
static void InitializeArray(long *vM, int size)
{
    for(int i=0; i<size; ++i)
    {
        // Set half of the values to 0, rest to non-zero
        int randomVal = rand();
        vM[i] = (randomVal < RAND_MAX/2) ? 0 : randomVal;
    }
}

// Vector function testing the operator
void Kernel(index<2> idx, array<long, 2> *aC, array<long, 2> *aA, array<long, 2> *aB) restrict(cpu, amp)
{
    // Logical OR, ||
    (*aC)[idx] = (*aA)[idx] || (*aB)[idx];
}

// Main entry point
int main(void)
{
    // this tests uses a 2D dataset of size N x M
    const int N = 1024;
    const int M = 512;
    const int size = N * M;

    // Input datasets
    long *A = malloc(size * sizeof *A);
    long *B = malloc(size * sizeof *B);

    // Initialize input
    srand(3163);
    InitializeArray(A, size);
    InitializeArray(B, size);

    // --Start defining GPU workload --
    // Out computation follows a 2D shaped extent of size N x M
    extent<2> e(N, M);

    // setup input arrays
    array<long, 2> aA(e, A), aB(e, B);

    // setup output
    array<long, 2> aC(e);
    long *C = malloc(size * sizeof *C);

    parallel_for_each(aA.extent, [&](index<2> idx) restrict(amp) {
        Kernel(idx, &aC, &aA, &aB);
    });
    aC.copy_to(C);

    // Check GPU results
    bool passed = true;
    for (int i=0; i<M && passed; ++i)
    {
        for(int j=0; j<N; ++j)
        {
            long expectedPc = A[i * N + j] || B[i * N + j];
            if (C[i * N + j] != expectedPc)
            {
                printf("\nLogical OR fails\n");
                printf("-Expression: %ld || %ld", A[i * N + j], B[i * N + j]);
                printf("-Actual C[%d]: %ld, Expected: %ld\n", i * N + j, C[i * N + j], expectedPc);
                passed = false;
                break;
            }
        }
    }
    printf("%s: %s\n", "Logical/Or", passed ? "Passed!" : "Failed!");
    free(A);
    free(B);
    free(C);
    return passed ? 0 : 1;
}
