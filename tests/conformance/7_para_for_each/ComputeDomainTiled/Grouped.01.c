// Ported from amp-conformance/Tests/7_para_for_each/ComputeDomainTiled/Grouped.01/test.cpp
// Irregular shapes of groups, additionally make sure that A_x is dividable by D_x , but not by D_y and D_z, similarly for A_y and A_z they should be dividable only by their corresponding group size value.
// (the vectors are int arrays, the reference parameters pointers: int &c
// is a pointer to the array element, const array<int, 2> & a pointer to
// the array; a tiled_index used as an index (fC[ti], kernel2's index<2>
// parameter) is ti.global, what C++ AMP's conversion gives; the array
// constructors from begin/end iterators take the host data; C = fC is
// fC.copy_to(C); the accelerator_view is the default one, so the invokers
// do not take it)
#include <stdio.h>
#include "amptest.h"

#define M (2 * 2)
#define N (3 * 3)
#define W (7 * 7)
static const unsigned int size = M * N * W;

static void kernel1(int *c, int a, int b) restrict(cpu, amp)
{
    int one = a - a + b/(-a + b + a);
    *c = one * (a + b);
}

static void vector_invoker(const int *A, const int *B, int *C)
{
    extent<1> vector(size);
    const array<int, 1> fA(vector, A);
    const array<int, 1> fB(vector, B);
    array<int, 1> fC(vector);

    parallel_for_each(vector.tile<7>(), [&] (tiled_index<7> ti) restrict(amp)
    {
        kernel1(&fC[ti.global], fA[ti.global], fB[ti.global]);
    });

    fC.copy_to(C);
}

static void kernel2(index<2> idx, int *c, const array<int, 2> *fA, int b) restrict(cpu, amp)
{
    *c = (*fA)[idx] + b;
}

static void matrix_invoker(const int *A, const int *B, int *C)
{
    extent<2> matrix(size/W, W);
    array<int, 2> fA(matrix, A);
    array<int, 2> fB(matrix, B);
    array<int, 2> fC(matrix);

    parallel_for_each(matrix.tile<N, W>(), [&] (tiled_index<N, W> ti) restrict(amp)
    {
        kernel2(ti.global, &fC[ti.global], &fA, fB[ti.global]);
    });

    fC.copy_to(C);
}

static void kernel3(tiled_index<2, 3, 7> ti, array<int, 3> *fC, int a, int b) restrict(amp)
{
    (*fC)[ti.global] = a + b;
}

static void cube_invoker(const int *A, const int *B, int *C)
{
    extent<3> cube(M, N, W);
    array<int, 3> fA(cube, A);
    array<int, 3> fB(cube, B);
    array<int, 3> fC(cube);

    parallel_for_each(cube.tile<2, 3, 7>(), [&] (tiled_index<2, 3, 7> ti) restrict(amp)
    {
        kernel3(ti, &fC, fA[ti.global], fB[ti.global]);
    });

    fC.copy_to(C);
}

static int int_add_grouped(void (*invoker)(const int *, const int *, int *), const char *version)
{
    int A[M * N * W];
    int B[M * N * W];
    int C[M * N * W];
    int refC[M * N * W];

    for (unsigned int i = 0; i < size; i++)
    {
        A[i] = i;
        B[i] = i;
    }

    for (unsigned int i = 0; i < size; i++)
    {
        refC[i] = A[i] + B[i];
    }

    invoker(A, B, C);

    bool passed = Verify_int(C, refC, size);

    printf("int_add_grouped_%s: %s\n", version, passed ? "Passed!" : "Failed!");

    return !passed;
}

int main(void)
{
    int status = 0;

    status = int_add_grouped(vector_invoker, "vector");
    if (status)
    {
        return status;
    }

    status = int_add_grouped(matrix_invoker, "matrix");
    if (status)
    {
        return status;
    }

    status = int_add_grouped(cube_invoker, "cube");

    return status;
}
