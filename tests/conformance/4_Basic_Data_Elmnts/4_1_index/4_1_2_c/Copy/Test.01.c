// Ported from amp-conformance/Tests/4_Basic_Data_Elmnts/4_1_index/4_1_2_c/Copy/Test.01/test.cpp
// Tests for the index copy constructor
// (the array references are pointers; kernelIndex is restrict(cpu, amp) as
// __GPU is; vector = array is array.copy_to(vector); the accelerator_view
// the arrays are made on is the default one)
#include "../../Helpers/IndexHelpers.h"

/* --- All index variables are declared as Index<RANK> {0, 1, 2..} for ease of verification --- */
#define RANK 3

DEFINE_INDEX_HELPERS(3)

/*---------------- Test on Host ------------------ */
static bool CopyConstructWithIndexOnHost(void)
{
    fprintf(stderr, "Testing copy construct index with another index on host\n");

    index<RANK> idx1(0, 1, 2);
    index<RANK> idx2(idx1);   // copy construct

    return IsIndexSetToSequence_3(idx2, 0);
}

/*---------------- Test on Device ---------------- */
/* A returns the components of the index, B returns the Rank */
static void kernelIndex(array<int, 1> *A, array<int, 1> *B) restrict(cpu, amp)
{
    index<RANK> index1(0, 1, 2);
    index<RANK> index2(index1);   // copy construct

    for(int i = 0; i < RANK;i++)
    {
        (*A)(i) = index2[i];
    }

    (*B)(0) = index2.rank;
}

static bool CopyConstructWithIndexOnDevice(void)
{
    fprintf(stderr, "Testing copy construct index with an index on device\n");

    int resultsA[RANK], resultsB[1];
    array<int, 1> A(extent<1>(RANK)), B(extent<1>(1));
    extent<1> ex(1);

    parallel_for_each(ex, [&](index<1> idx) restrict(amp){
        kernelIndex(&A, &B);
    });

    A.copy_to(resultsA);
    B.copy_to(resultsB);

    return IsIndexSetToSequence_vec_3(resultsA, resultsB[0], 0);
}

/*--------------------- Main -------------------- */
int main(void)
{
    int result = runall_pass;

    // Test on host
    REPORT_RESULT(result, CopyConstructWithIndexOnHost());

    // Test on device
    REPORT_RESULT(result, CopyConstructWithIndexOnDevice());

    return result;
}
