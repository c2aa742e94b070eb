// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_x_general/Statements/ControlFlow/Test.22/test.cpp
// For e1 && e2 || e3, set e1 to true and e2 to true. Verify e3 is not evaluated.
// The kernels take the array by pointer, AMP C's form of array<int, 2> &;
// the std::vectors are malloc'd int arrays, `v = aA` is copy(aA, v), Log() is
// printf, and the array is on the default device (the original's rv is its
// default view).
#include <stdio.h>
#include <stdlib.h>
#include "amptest.h"
// this tests uses a 2D dataset of size N x M
#define N (1024)
#define M (512)

#define size (N * M)
#define DEFAULT (1)

static void kernel_if(index<2> idx, array<int, 2> *aA, int e1, int e2) restrict(cpu, amp)
{
    int i = DEFAULT;
    if (e1 || e2 || (++i))
    {
        (*aA)[idx] = 3;
    }

    (*aA)[idx] = i;
}

static void kernel_switch(index<2> idx, array<int, 2> *aA, int e1, int e2) restrict(cpu, amp)
{
    int i = DEFAULT;
    switch (e1 || e2 || (++i))
    {
    case 0:
        (*aA)[idx] = 3;
        break;
    }

    (*aA)[idx] = i;
}

static void kernel_whiledo(index<2> idx, array<int, 2> *aA, int e1, int e2) restrict(cpu, amp)
{
    int i = DEFAULT;
    while (e1 || e2 || (++i))
    {
        (*aA)[idx] = 3;
        break;
    }

    (*aA)[idx] = i;
}

static void kernel_dowhile(index<2> idx, array<int, 2> *aA, int e1, int e2) restrict(cpu, amp)
{
    int i = DEFAULT;
    int j = 0;
    do
    {
        j++;
        if (j > 1)
            break;
    } while(e1 || e2 || (++i));

    (*aA)[idx] = i;
}

static void kernel_for(index<2> idx, array<int, 2> *aA, int e1, int e2) restrict(cpu, amp)
{
    int i = DEFAULT;
    for (; (e1 || e2 || (++i));)
    {
        (*aA)[idx] = 3;
        break;
    }

    (*aA)[idx] = i;
}

static bool verify(int *v, array<int, 2> *aA)
{
    copy(aA, v);

    for (int i = 0; i < size; i++)
    {
        if (v[i] != DEFAULT)
            return false;
    }

    return true;	
}

// Main entry point
int main(void)
{
    int *A = malloc(size * sizeof *A);
    int *Zero = malloc(size * sizeof *Zero);

    for (int i = 0; i < M * N; i++)
    {
        A[i] = 0;
        Zero[i] = 0;
    }

    extent<2> e(N, M);

    // setup input arrays
    array<int, 2> aA(e, A);

    int e1 = 1;
    int e2 = 1;

    parallel_for_each(aA.extent, [&aA, e1, e2](index<2> idx) restrict(cpu, amp) {
        kernel_if(idx, &aA, e1, e2);
    });

    if (!verify(A, &aA))
    {
        printf("kernel_if: failed at line: %d\n", __LINE__);
        free(A);
        free(Zero);
        return runall_fail;
    }

    copy(Zero, Zero + size, aA);

    parallel_for_each(aA.extent, [&aA, e1, e2](index<2> idx) restrict(cpu, amp) {
        kernel_switch(idx, &aA, e1, e2);
    });

    if (!verify(A, &aA))
    {
        printf("kernel_switch: failed at line: %d\n", __LINE__);
        free(A);
        free(Zero);
        return runall_fail;
    }

    copy(Zero, Zero + size, aA);

    parallel_for_each(aA.extent, [&aA, e1, e2](index<2> idx) restrict(cpu, amp) {
        kernel_whiledo(idx, &aA, e1, e2);
    });

    if (!verify(A, &aA))
    {
        printf("kernel_whiledo: failed at line: %d\n", __LINE__);
        free(A);
        free(Zero);
        return runall_fail;
    }

    copy(Zero, Zero + size, aA);

    parallel_for_each(aA.extent, [&aA, e1, e2](index<2> idx) restrict(cpu, amp) {
        kernel_dowhile(idx, &aA, e1, e2);
    });

    if (!verify(A, &aA))
    {
        printf("kernel_dowhile: failed at line: %d\n", __LINE__);
        free(A);
        free(Zero);
        return runall_fail;
    }


    copy(Zero, Zero + size, aA);

    parallel_for_each(aA.extent, [&aA, e1, e2](index<2> idx) restrict(cpu, amp) {
        kernel_for(idx, &aA, e1, e2);
    });

    if (!verify(A, &aA))
    {
        printf("kernel_for: failed at line: %d\n", __LINE__);
        free(A);
        free(Zero);
        return runall_fail;
    }

    printf("passed\n");
    free(A);
    free(Zero);
    return runall_pass;
}
