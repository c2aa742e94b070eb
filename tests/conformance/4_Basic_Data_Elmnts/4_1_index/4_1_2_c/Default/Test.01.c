// Ported from amp-conformance/Tests/4_Basic_Data_Elmnts/4_1_index/4_1_2_c/Default/Test.01/test.cpp
// Tests for the default index constructor (rank 9). (The kernel helper takes
// the arrays by pointer; vector = array is copy_to.)
#include "amptest.h"
#include "index_helpers.h"

#define RANK 9

/*---------------- Test on Host ------------------ */
static bool TestOnHost(void)
{
    index<RANK> idx;
    COORDS(c, idx, RANK);
    return IsSetToZero(c, idx.rank, RANK);
}

/*---------------- Test on Device ---------------- */
/* A will return components of the index and B returns the rank */
static void kernel(array<int, 1> *A, array<int, 1> *B) restrict(amp)
{
    index<RANK> idx;
    for (int i = 0; i < RANK; i++)
        (*A)(i) = idx[i];
    (*B)(0) = idx.rank;
}

static bool TestOnDevice(void)
{
    array<int, 1> A(extent<1>(RANK)), B(extent<1>(1));
    extent<1> ex(1);
    parallel_for_each(ex, [&](index<1> idx) restrict(amp) {
        kernel(&A, &B);
    });
    int vA[RANK], vB[1];
    A.copy_to(vA);
    B.copy_to(vB);
    return IsSetToZero(vA, vB[0], RANK);
}

int main(void)
{
    int result = runall_pass;
    REPORT_RESULT(result, TestOnHost());
    REPORT_RESULT(result, TestOnDevice());
    return result;
}
