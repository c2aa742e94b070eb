// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_4_amp_Rest_Modi/2_4_1_Rest_on_Type/2_4_1_3_Comp_Type/Negative/Test03.03/test.cpp
// (Negative) Define pointer arrays whose pointers point to amp–compatible type and non-amp–compatible type.
// (the classes are structs; the function object FunctObj, which holds the
// arrays by reference, is its operator() as a function taking them by
// pointer, called from the kernel; the vectors are int arrays, C = fC is
// fC.copy_to(C), the accelerator_view the default one; the original's
// parallel_for_each(e.tile<...>(), cobj; lacks its ')'. MSVC's C3581 at each
// pointer array is ampcc's error for an array of pointers)
#include <stdio.h>
#include <stddef.h>
#include <stdlib.h>
#include "amptest.h"

#define BLOCK_DIM 16

struct c1
{
    wchar_t c;
};

struct c2
{
    wchar_t c;
};

struct s1
{
    short int si;
};

union u1
{
    long double ud;
    int i;
};

/* FunctObj::operator() */
static void FunctObj_call(array<int, 2> *mA, array<int, 2> *mB, array<int, 2> *mC,
                          tiled_index<BLOCK_DIM, BLOCK_DIM> idx) restrict(amp)
{
    struct c1 *p1[1]; // not allowed here // expected-error {{arrays of pointers are not allowed in amp code}}
    struct c2 *p2[2]; // expected-error {{arrays of pointers are not allowed in amp code}}
    struct s1 *p3[3]; // expected-error {{arrays of pointers are not allowed in amp code}}
    union u1 *p4[4]; // expected-error {{arrays of pointers are not allowed in amp code}}
}

int main(void)
{
    srand(2009);
    const int M = 256;
    static int A[256 * 256];
    static int B[256 * 256];
    static int C[256 * 256];
    static int refC[256 * 256];

    for (size_t i = 0; i < M * M; i++)
    {
        A[i] = rand();
    }

    for (size_t i = 0; i < M * M; i++)
    {
        B[i] = rand();
    }

    for (size_t i = 0; i < M; i++)
    {
        for (size_t j = 0; j < M; j++)
        {
            refC[i * M + j] += A[i * M + j] + B[i * M + j];
        }
    }

    extent<2> e(M, M);
    array<int, 2> fA(e, A);
    array<int, 2> fB(e, B);
    array<int, 2> fC(e);

    parallel_for_each(e.tile<BLOCK_DIM, BLOCK_DIM>(), [&](tiled_index<BLOCK_DIM, BLOCK_DIM> idx) restrict(amp) {
        FunctObj_call(&fA, &fB, &fC, idx);
    });
    fC.copy_to(C);

    bool passed = true;
    for(size_t i = 0; i < M * M; i++)
    {
        if (refC[i] * 4 != C[i])
        {
            printf("C[%zu] = %d, refC[%zu] = %d\n", i, C[i], i, refC[i]);
            passed = false;
            break;
        }
    }

    printf("%s\n", passed ? "Passed!" : "Failed!");
    return runall_fail;
}
