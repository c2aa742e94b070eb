// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_4_amp_Rest_Modi/2_4_1_Rest_on_Type/2_4_1_2_Fund_Type/Bool/bool.01/test.cpp
// test the use of bool
// (bool is <stdbool.h>'s; the int & parameters are pointers to the array
// elements, the vectors int arrays; vector = array is array.copy_to(vector);
// the functions are restrict(cpu, amp) as __GPU is; the accelerator_view is
// the default one)
#include <stdio.h>
#include <stdlib.h>
#include <stdbool.h>
#include "amptest.h"

// Initialize the input with random data
static void InitializeArray(int *vM, int size)
{
    for(int i=0; i<size; ++i)
    {
        vM[i] = rand();
    }
}

static bool GreaterThan(int a, int b) restrict(cpu, amp)
{
    return a > b;
}

static bool LessThan(int a, int b) restrict(cpu, amp)
{
    return a < b;
}

static void kernel1( int * c,  int * d,  int * e,  int * f,  int * g,  int * h, int a, int b) restrict(cpu, amp)
{
    bool mc = (a == b);
    bool md = (a >= b);
    bool me = GreaterThan(a, b);
    bool mf = (a <= b);

    *c = (mc == true) ? 1 : 0;
    *d = (md == true) ? 1 : 0;
    *e = (me == true) ? 1 : 0;
    *f = (mf == true) ? 1 : 0;

    bool mg = LessThan(a, b);
    *g = (mg == true) ? 1 : 0;
    bool mh = (a != b);
    // implicit conversion
    *h = mh;
}

static int test1(void)
{
    const int N = 1024;

    const int size = N;

    // Input datasets
    int A[1024];
    int B[1024];

    // Initialize input 
    srand(25763);
    InitializeArray(A, size);
    InitializeArray(B, size);

    // --Start defining GPU workload --
    extent<1> e(N);

    // setup input arrays
    array<int, 1> aA(e, A), aB(e, B);

    // setup output 
    array<int, 1> aC(e), aD(e), aE(e), aF(e), aG(e), aH(e);
    int C[1024];
    int D[1024];
    int E[1024];
    int F[1024];
    int G[1024];
    int H[1024];

    parallel_for_each(aA.extent, [&](index<1> idx) restrict(amp) {
        kernel1(&aC[idx], &aD[idx], &aE[idx], &aF[idx], &aG[idx], &aH[idx], aA[idx], aB[idx]);
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
    for (int i=0; i<N && passed; ++i)
    {
        int expectedPc = (A[i] == B[i]) ? 1 : 0;

        if (C[i] != expectedPc)
        {
            printf("\nEquality operator test failed\n");
            printf("-Expression: %d == %d\n", A[i], B[i]);
            printf("-Actual C[%d]: %d, ExpectedPc: %d\n", i, C[i], expectedPc);
            passed = false;
            numFail++;
            break;
        }
    }

    // Greater than or equal to, >=
    passed = true;
    for (int i=0; i<N && passed; ++i)
    {
        int expectedPd = (A[i] >= B[i]) ? 1 : 0;

        if (D[i] != expectedPd)
        {
            printf("\nGreater than or equal to operator failed\n");
            printf("-Expression: %d >= %d\n", A[i], B[i]);
            printf("-Actual D[%d]: %d, ExpectedPd: %d\n", i, D[i], expectedPd);
            passed = false;
            numFail++;
            break;
        }
    }

    // Greater than, >
    passed = true;
    for (int i=0; i<N && passed; ++i)
    {
        for(int j=0; j<N; ++j)
        {
            int expectedPe = (A[i] > B[i]) ? 1 : 0;

            if (E[i] != expectedPe)
            {
                printf("\nGreater than operator failed\n");
                printf("-Expression: %d > %d\n", A[i], B[i]);
                printf("-Actual E[%d]: %d, ExpectedPe: %d\n", i, E[i], expectedPe);
                passed = false;
                numFail++;
                break;
            }
        }
    }

    // Less than or equal to, <=
    passed = true;
    for (int i=0; i<N && passed; ++i)
    {
        int expectedPf = (A[i] <= B[i]) ? 1 : 0;

        if (F[i] != expectedPf)
        {
            printf("\nLess than or equal to operator failed\n");
            printf("-Expression: %d <= %d", A[i], B[i]);
            printf("-Actual F[%d]: %d, ExpectedPf: %d\n", i, F[i], expectedPf);
            passed = false;
            numFail++;
            break;
        }
    }

    // Less than, <
    passed = true;
    for (int i=0; i<N && passed; ++i)
    {
        int expectedPg = (A[i] < B[i]) ? 1 : 0;

        if (G[i] != expectedPg)
        {
            printf("\nLess than operator failed\n");
            printf("-Expression: %d < %d\n", A[i], B[i]);
            printf("-Actual G[%d]: %d, ExpectedPg: %d\n", i, G[i], expectedPg);
            passed = false;
            numFail++;
            break;
        }
    }

    // Not equal to, !=
    passed = true;
    for (int i=0; i<N && passed; ++i)
    {
        int expectedPh = (A[i] != B[i]) ? 1 : 0;

        if (H[i] != expectedPh)
        {
            printf("\nLess than operator failed\n");
            printf("-Expression: %d < %d\n", A[i], B[i]);
            printf("-Actual H[%d]: %d, ExpectedPh: %d\n", i, H[i], expectedPh);
            passed = false;
            numFail++;
            break;
        }
    }

    if(numFail > 0) 
    {
        printf("\ntest1: %d test(s) failed\n", numFail);
    }
    else
    {
        printf("\ntest1: all tests passed\n");
    }

    return numFail > 0 ? 1 : 0;
}

#define BOUND1  100
#define BOUND2  1000
#define BOUND3  5000
#define BOUND4  12000
#define BOUND5  20000
#define BOUND6  30000

static void kernel2( int * c, int a) restrict(cpu, amp)
{
    bool m1 = (a > BOUND1);
    bool m2 = (a < BOUND2);
    bool m3 = (a > BOUND3);
    bool m4 = (a < BOUND4);
    bool m5 = (a > BOUND5);
    bool m6 = (a < BOUND6);

    bool result = (m1 && m2) || (m3 && m4) || (m5 && m6);
    *c = result ? 1 : 0;
}

static int test2(void)
{
    const int N = 1024;

    const int size = N;

    // Input datasets
    int A[1024];

    // Initialize input 
    srand(2010);
    InitializeArray(A, size);

    // --Start defining GPU workload --
    extent<1> e(N);

    // setup input arrays
    array<int, 1> aA(e, A);

    // setup output 
    array<int, 1> aC(e);
    int C[1024];

    parallel_for_each(aA.extent, [&](index<1> idx) restrict(amp) {
        kernel2(&aC[idx], aA[idx]);
    });

    aC.copy_to(C);

    bool passed = true;
    for (int i=0; i<N; ++i)
    {
        int a = A[i];
        int expectedPc = ((a > BOUND1) && (a < BOUND2)) ||
            ((a > BOUND3) && (a < BOUND4)) ||
            ((a > BOUND5) && (a < BOUND6));

        if (C[i] != expectedPc)
        {
            printf("\nEquality operator test failed\n");            
            printf("-Actual C[%d]: %d, ExpectedPc: %d\n", i, C[i], expectedPc);
            passed = false;
            break;
        }
    }

    if(passed == false) 
    {
        printf("\ntest2: test failed\n");
    }
    else
    {
        printf("\ntest2: test passed\n");
    }

    return passed ? 0 : 1;
}

int main(void)
{
    return test1() || test2();
}
