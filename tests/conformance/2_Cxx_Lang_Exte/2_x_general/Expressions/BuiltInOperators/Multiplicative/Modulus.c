// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_x_general/Expressions/BuiltInOperators/Multiplicative/Modulus/test.cpp
// This test check that built-in modulus operator works inside a vector function
// The original's kernel helper takes the arrays by reference (array<T, 2> &);
// AMP C passes an array by pointer. std::vector is a malloc'd array.
#include <stdio.h>
#include <stdlib.h>
#include <stdbool.h>
#include <math.h>
#include <float.h>

// Initialize the input with random data
static void InitializeArray(unsigned int *vM, int size)
{
    for(int i=0; i<size; ++i)
    {
        // Shift range from [0, RAND_MAX] to [1, RAND_MAX + 1]
        vM[i] = rand() + 1;
    }
}

// Vector function testing the operator
void kernel(index<2> idx, array<unsigned int, 2> *aC, array<unsigned int, 2> *aA, array<unsigned int, 2> *aB) restrict(cpu, amp)
{
    (*aC)[idx] = (*aA)[idx] % (*aB)[idx];
}

// Main entry point
int main(void)
{
    // this tests uses a 2D dataset of size N x M
    const int N = 1024;
    const int M = 512;
    const int size = N * M;

    // Input datasets
    unsigned int *A = malloc(size * sizeof *A);
    unsigned int *B = malloc(size * sizeof *B);

    // Initialize input
    srand(31271);
    InitializeArray(A, size);
    InitializeArray(B, size);

    // --Start defining GPU workload --
    // Out computation follows a 2D shaped extent of size N x M
    extent<2> e(N, M);

    // setup input arrays
    array<unsigned int, 2> aA(e, A), aB(e, B);

    // setup output
    array<unsigned int, 2> aC(e);
    unsigned int *C = malloc(size * sizeof *C);

    parallel_for_each(aA.extent, [&](index<2> idx) restrict(amp) {
        kernel(idx, &aC, &aA, &aB);
    });
    aC.copy_to(C);

    // Check GPU results
    bool passed = true;
    for (int i=0; i<M && passed; ++i)
    {
        for(int j=0; j<N; ++j)
        {
            unsigned int expectedPc = A[i * N + j] % B[i * N + j];
            if (C[i * N + j] != expectedPc)
            {
                printf("\nModulus fails\n");
                printf("-Expression: %u %% %u\n", A[i * N + j], B[i * N + j]);
                printf("-Actual C[%d]: %u, Expected: %u\n", i * N + j, C[i * N + j], expectedPc);
                passed = false;
                break;
            }
        }
    }
    printf("%s: %s\n", "Multiplicative/Modulus", passed ? "Passed!" : "Failed!");
    free(A);
    free(B);
    free(C);
    return passed ? 0 : 1;
}
