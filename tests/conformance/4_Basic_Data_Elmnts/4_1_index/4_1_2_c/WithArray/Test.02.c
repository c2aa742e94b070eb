// Ported from amp-conformance/Tests/4_Basic_Data_Elmnts/4_1_index/4_1_2_c/WithArray/Test.02/test.cpp
// Test the constructor overload accepting an const array. (The kernel helper takes the arrays by pointer; vector = array is copy_to.)
#include "amptest.h"
#include "index_helpers.h"

/* --- All index variables are declared as Index<RANK>(0, 1, 2...) for ease of verification --- */
#define RANK 3

/*---------------- Test on Host ------------------ */
static bool TestOnHost(void)
{
    const int arr[RANK] = {0, 1, 2};
    index<RANK> idx(arr);
    COORDS(c, idx, RANK);
    return IsSetToSequence(c, idx.rank, RANK);
}

/*---------------- Test on Device ---------------- */
/* A returns the components of the index, B returns the rank */
static void kernel(array<int, 1> *A, array<int, 1> *B) restrict(amp)
{
    const int arr[RANK] = {0, 1, 2};
    index<RANK> idx(arr);
    for (int i = 0; i < RANK; i++)
        (*A)(i) = idx[i];
    (*B)(0) = idx.rank;
}

static bool TestOnDevice(void)
{
    int vA[RANK], vB[1];
    array<int, 1> A(extent<1>(RANK)), B(extent<1>(1));
    extent<1> ex(1);
    parallel_for_each(ex, [&](index<1> idx) restrict(amp) {
        kernel(&A, &B);
    });
    A.copy_to(vA);
    B.copy_to(vB);
    return IsSetToSequence(vA, vB[0], RANK);
}

int main(void)
{
    int result = runall_pass;
    REPORT_RESULT(result, TestOnHost());
    REPORT_RESULT(result, TestOnDevice());
    return result;
}
