// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_x_general/Expressions/BuiltInOperators/Additive/Addition/test.cpp
// This test checks that the addition operator works inside a vector function
// The original's kernel helper takes the arrays by reference (array<T, 2> &);
// AMP C passes an array by pointer. std::vector is a malloc'd array.
#include <stdio.h>
#include <stdlib.h>
#include <stdbool.h>
#include <math.h>
#include <float.h>

// Initialize the input with random data
static void InitializeArray(float *vM, int size)
{
    for(int i=0; i<size; ++i)
    {
        vM[i] = rand();
    }
}

// Vector function testing the operator
void kernel(index<2> idx, array<float, 2> *aC, array<float, 2> *aA, array<float, 2> *aB) restrict(cpu, amp)
{
    // Addition
    (*aC)[idx] = (*aA)[idx] + (*aB)[idx];
}

// Main entry point
int main(void)
{
    // this tests uses a 2D dataset of size N x M
    const int N = 1024;
    const int M = 512;
    const int size = N * M;

    // Input datasets
    float *A = malloc(size * sizeof *A);
    float *B = malloc(size * sizeof *B);

    // Initialize input
    srand(1997);
    InitializeArray(A, size);
    InitializeArray(B, size);

    // --Start defining GPU workload --
    // Out computation follows a 2D shaped extent of size N x M
    extent<2> e(N, M);

    // setup input arrays
    array<float, 2> aA(e, A), aB(e, B);

    // setup output
    array<float, 2> aC(e);
    float *C = malloc(size * sizeof *C);

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
            float expectedPc = A[i * N + j] + B[i * N + j];
            if (fabs(C[i * N + j] - expectedPc) > FLT_EPSILON)
            {
                printf("\nAddition fails\n");
                printf("-Expression: %f + %f", A[i * N + j], B[i * N + j]);
                printf("-Actual C[%d]: %f, Expected: %f\n", i * N + j, C[i * N + j], expectedPc);
                passed = false;
                break;
            }
        }
    }
    printf("%s: %s\n", "Additive/Addition", passed ? "Passed!" : "Failed!");
    free(A);
    free(B);
    free(C);
    return passed ? 0 : 1;
}
