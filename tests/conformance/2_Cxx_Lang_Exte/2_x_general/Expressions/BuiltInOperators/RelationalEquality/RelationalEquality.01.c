// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_x_general/Expressions/BuiltInOperators/RelationalEquality/RelationalEquality.01/test.cpp
// This test check that built-in relational and equality operators work inside a vector function
// (BOOL and TRUE are Windows' int and 1; the array references are pointers,
// the kernel function restrict(cpu, amp) as __GPU is; the vectors are
// malloc'd int arrays, vector = array is array.copy_to(vector); the
// accelerator_view is the default one; argv[0] in the last message is the
// test's name, as the conformance driver passes no arguments)
#include <stdio.h>
#include <stdlib.h>
#include "amptest.h"

typedef int BOOL;
#define TRUE 1

static void InitializeArray(int *vM, int size)
{
    for(int i=0; i<size; ++i)
    {
        vM[i] = rand();
    }
}

// Vector function testing the additive operators
static void KernelWithRelationalOperators(index<2> idx,
    array<int, 2> *aC, array<int, 2> *aD, array<int, 2> *aE, array<int, 2> *aF, array<int, 2> *aG, array<int, 2> *aH,
    array<int, 2> *aA, array<int, 2> *aB) restrict(cpu, amp)
{
    // Equality, ==
    BOOL mc = ((*aA)[idx] == (*aB)[idx]);
    if(mc == TRUE)
    {
        (*aC)[idx] = 1;
    }
    else
    {
        (*aC)[idx] = 0;
    }

    // Greater than or equal to, >=
    BOOL md = ((*aA)[idx] >= (*aB)[idx]);
    if(md == TRUE)
    {
        (*aD)[idx] = 1;
    }
    else
    {
        (*aD)[idx] = 0;
    }    

    // Greater than, >
    BOOL me = ((*aA)[idx] > (*aB)[idx]);
    if(me == TRUE)
    {
        (*aE)[idx] = 1;
    }
    else
    {
        (*aE)[idx] = 0;
    }    

    // Less than or equal to, <=
    BOOL mf = ((*aA)[idx] <= (*aB)[idx]);
    if(mf == TRUE)
    {
        (*aF)[idx] = 1;
    }
    else
    {
        (*aF)[idx] = 0;
    }    

    // Less than, <
    BOOL mg = ((*aA)[idx] < (*aB)[idx]);
    if(mg == TRUE)
    {
        (*aG)[idx] = 1;
    }
    else
    {
        (*aG)[idx] = 0;
    }

    // Not equal to, !=
    BOOL mh = ((*aA)[idx] != (*aB)[idx]);
    if(mh == TRUE)
    {
        (*aH)[idx] = 1;
    }
    else
    {
        (*aH)[idx] = 0;
    }
}

// Main entry point
int main(void)
{

    // this tests uses a 2D dataset of size N x M
    const int N = 1024;
    const int M = 512;

    const int size = N * M;

    // Input datasets
    int *A = malloc(size * sizeof *A);
    int *B = malloc(size * sizeof *B);

    // Initialize input 
    srand(25763);
    InitializeArray(A, size);
    InitializeArray(B, size);

    // --Start defining GPU workload --
    // Out computation follows a 2D shaped extent of size N x M
    extent<2> e(N, M);

    // setup input arrays
    array<int, 2> aA(e, A), aB(e, B);

    // setup output 
    array<int, 2> aC(e), aD(e), aE(e), aF(e), aG(e), aH(e);
    int *C = malloc(size * sizeof *C);
    int *D = malloc(size * sizeof *D);
    int *E = malloc(size * sizeof *E);
    int *F = malloc(size * sizeof *F);
    int *G = malloc(size * sizeof *G);
    int *H = malloc(size * sizeof *H);

    parallel_for_each(aA.extent, [&](index<2> idx) restrict(amp) {
        KernelWithRelationalOperators(idx, &aC, &aD, &aE, &aF, &aG, &aH, &aA, &aB);
    });

    aC.copy_to(C);
    aD.copy_to(D);
    aE.copy_to(E);
    aF.copy_to(F);
    aG.copy_to(G);
    aH.copy_to(H);

    // Check GPU results
    int numFail = 0;

    // Equality, ==
    bool passed = true;
    for (int i=0; i<M && passed; ++i)
    {
        for(int j=0; j<N; ++j)
        {
            int expectedPc = (A[i * N + j] == B[i * N + j]) ? 1 : 0;

            if (C[i * N + j] != expectedPc)
            {
                printf("\nEquality operator test failed\n");
                printf("-Expression: %d == %d\n", A[i * N + j], B[i * N + j]);
                printf("-Actual C[%d]: %d, ExpectedPc: %d\n", i * N + j, C[i * N + j], expectedPc);
                passed = false;
                numFail++;
                break;
            }
        }
    }

    // Greater than or equal to, >=
    passed = true;
    for (int i=0; i<M && passed; ++i)
    {
        for(int j=0; j<N; ++j)
        {
            int expectedPd = (A[i * N + j] >= B[i * N + j]) ? 1 : 0;

            if (D[i * N + j] != expectedPd)
            {
                printf("\nGreater than or equal to operator failed\n");
                printf("-Expression: %d >= %d\n", A[i * N + j], B[i * N + j]);
                printf("-Actual D[%d]: %d, ExpectedPd: %d\n", i * N + j, D[i * N + j], expectedPd);
                passed = false;
                numFail++;
                break;
            }
        }
    }

    // Greater than, >
    passed = true;
    for (int i=0; i<M && passed; ++i)
    {
        for(int j=0; j<N; ++j)
        {
            int expectedPe = (A[i * N + j] > B[i * N + j]) ? 1 : 0;

            if (E[i * N + j] != expectedPe)
            {
                printf("\nGreater than operator failed\n");
                printf("-Expression: %d > %d\n", A[i * N + j], B[i * N + j]);
                printf("-Actual E[%d]: %d, ExpectedPe: %d\n", i * N + j, E[i * N + j], expectedPe);
                passed = false;
                numFail++;
                break;
            }
        }
    }

    // Less than or equal to, <=
    passed = true;
    for (int i=0; i<M && passed; ++i)
    {
        for(int j=0; j<N; ++j)
        {
            int expectedPf = (A[i * N + j] <= B[i * N + j]) ? 1 : 0;

            if (F[i * N + j] != expectedPf)
            {
                printf("\nLess than or equal to operator failed\n");
                printf("-Expression: %d <= %d", A[i * N + j], B[i * N + j]);
                printf("-Actual F[%d]: %d, ExpectedPf: %d\n", i * N + j, F[i * N + j], expectedPf);
                passed = false;
                numFail++;
                break;
            }
        }
    }

    // Less than, <
    passed = true;
    for (int i=0; i<M && passed; ++i)
    {
        for(int j=0; j<N; ++j)
        {
            int expectedPg = (A[i * N + j] < B[i * N + j]) ? 1 : 0;

            if (G[i * N + j] != expectedPg)
            {
                printf("\nLess than operator failed\n");
                printf("-Expression: %d < %d\n", A[i * N + j], B[i * N + j]);
                printf("-Actual G[%d]: %d, ExpectedPg: %d\n", i * N + j, G[i * N + j], expectedPg);
                passed = false;
                numFail++;
                break;
            }
        }
    }

    // Not equal to, !=
    passed = true;
    for (int i=0; i<M && passed; ++i)
    {
        for(int j=0; j<N; ++j)
        {
            int expectedPh = (A[i * N + j] != B[i * N + j]) ? 1 : 0;

            if (H[i * N + j] != expectedPh)
            {
                printf("\nLess than operator failed\n");
                printf("-Expression: %d < %d\n", A[i * N + j], B[i * N + j]);
                printf("-Actual H[%d]: %d, ExpectedPh: %d\n", i * N + j, H[i * N + j], expectedPh);
                passed = false;
                numFail++;
                break;
            }
        }
    }

    if(numFail > 0) 
    {
        printf("\n%s: %d test(s) failed\n", "RelationalEquality.01", numFail);
    }
    else
    {
        printf("\n%s: all tests passed\n", "RelationalEquality.01");
    }

    free(A); free(B); free(C); free(D); free(E); free(F); free(G); free(H);
    return numFail > 0 ? 1 : 0;
}
