// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_x_general/Expressions/BuiltInOperators/Logical/And/test.cpp
// This test check that the logical AND operator works inside a vector function
// The original's kernel helper takes the arrays by reference (array<long, 2> &);
// AMP C passes an array by pointer. std::vector is a malloc'd array.
#include <stdlib.h>
#include "amptest.h"

// Vector function testing the logical AND operator
void Kernel(index<2> idx, array<long, 2> *aC, array<long, 2> *aA, array<long, 2> *aB) restrict(cpu, amp)
{
    // Logical AND, &&
    (*aC)[idx] = (*aA)[idx] && (*aB)[idx];
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
    Fill_long(A, size);
    Fill_long(B, size);

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
    int result = runall_pass;
    for (int i=0; i<M && result == runall_pass; ++i)
    {
        for(int j=0; j<N; ++j)
        {
            long expectedPc = A[i * N + j] && B[i * N + j];
            if (C[i * N + j] != expectedPc)
            {
                fprintf(stderr, "Logical AND fails\n");
                fprintf(stderr, "-Expression: %ld && %ld\n", A[i * N + j], B[i * N + j]);
                fprintf(stderr, "-Actual C[%d]: %ld Expected: %ld\n", i * N + j, C[i * N + j], expectedPc);
                result = runall_fail;
                break;
            }
        }
    }
    free(A);
    free(B);
    free(C);
    return result;
}
