// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_4_amp_Rest_Modi/2_4_1_Rest_on_Type/2_4_1_3_Comp_Type/Pointers/Pointers.02/test.cpp
// test pointer comparison
// (the array references are pointers, the vector references int pointers;
// the kernel functions are restrict(cpu, amp) as __GPU is; C = aC is
// aC.copy_to(C), C.assign(size, 0) a loop; the accelerator_view is the
// default one; as in the original, the second kernel calls kernel1 too)
#include <stdio.h>
#include <stdlib.h>
#include "amptest.h"

static void kernel1(index<1> idx, array<int, 1> *ac, array<int, 1> *aa, array<int, 1> *ab) restrict(cpu, amp)
{
    index<1> idx0(0);

    int a = (*aa)[idx];
    int b = (*ab)[idx];

    int * pC = &(*ac)[idx0];
    int * pC1 = pC + a;
    int * pC2 = pC + b;

    if (pC1 != pC2) {
        *(pC + idx[0]) = 1;
    } else {
        *(pC + idx[0]) = 2;
    }
}

static void kernel2(index<1> idx, array<int, 1> *ac, array<int, 1> *aa, array<int, 1> *ab) restrict(cpu, amp)
{
    index<1> idx0(0);

    int a = (*aa)[idx];
    int b = (*ab)[idx];

    int * pC = &(*ac)[idx0];
    int * pC1 = pC + a;
    int * pC2 = pC + b;

    if (pC1 == pC2) {
        *(pC + idx[0]) = 2;
    } else {
        *(pC + idx[0]) = 1;
    }
}

static void init_data(int size, int *A, int *B, int *C, int *refC);
static bool verify_result(int size, int *C, int *refC);

static int int_vect_add(void)
{
    const size_t size = 1024;
    int A[1024] = {0};
    int B[1024] = {0};
    int C[1024] = {0};
    int refC[1024] = {0};

    init_data(size, A, B, C, refC);

    extent<1> vector(size);
    array<int, 1> aA(vector, A);
    array<int, 1> aB(vector, B);
    array<int, 1> aC(vector, C);
    array<int, 1> aD(vector);

    parallel_for_each(aA.extent, [&](index<1> idx) restrict(amp)
    {
        kernel1(idx, &aC, &aA, &aB);
    });
    aC.copy_to(C);

    bool passed;
    passed = verify_result(size, C, refC);
    printf("kernel1: %s\n", passed? "Passed!" : "Failed!");
    if (passed == false) goto Cleanup;

    for (size_t i = 0; i < size; i++)
        C[i] = 0;
    parallel_for_each(aA.extent, [&](index<1> idx) restrict(amp)
    {
        kernel1(idx, &aD, &aA, &aB);
    });
    aD.copy_to(C);

    passed = verify_result(size, C, refC);
    printf("kernel2: %s\n", passed? "Passed!" : "Failed!");

Cleanup:
    return passed == true ? 0 : 1;
}

static void init_data(int size, int *A, int *B, int *C, int *refC)
{
    for (int i = 0; i < size; i++)
    {
        if (rand() % 2 == 0) {
            A[i] = i;
            B[i] = i;
        } else {
            A[i] = rand() % size;
            B[i] = rand() % size;
        }
    }

    for (int i = 0; i < size; i++)
    {
        refC[i] = (A[i] == B[i] ? 2 : 1);
    }
}

static bool verify_result(int size, int *C, int *refC)
{
    bool passed = true;
    for(int i = 0; i < size; i++)
    {
        if (refC[i] != C[i])
        {
            fprintf(stderr, "C[%d] = %d, refC[%d] = %d\n", i, C[i], i, refC[i]);
            passed = false;
        }
    }
    return passed;
}

int main(void)
{
    return int_vect_add();
}
