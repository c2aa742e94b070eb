// Ported from amp-conformance/Tests/4_Basic_Data_Elmnts/4_1_index/4_1_2_c/Copy/Test.02/test.cpp
// Tests the copy constructor when it is implicitly called for function parameters
// (the array references are pointers, the const index references values;
// k1 and kernel are restrict(cpu, amp) as __GPU is; vector = array is
// array.copy_to(vector); the accelerator_view the arrays are made on is the
// default one)
#include "../../Helpers/IndexHelpers.h"

/* --- All index variables are declared as Index<RANK> {0, 1, 2..} for ease of verification --- */
#define RANK 3

DEFINE_INDEX_HELPERS(3)

/*---------------- Test on Host ------------------ */
// idx is copy constructed on calling func
static bool func(index<RANK> idx)
{
   return IsIndexSetToSequence_3(idx, 0);
}

static bool CopyConstructWithIndexOnHost(void)
{
    fprintf(stderr, "Testing copy construct index as function parameter from another index on host\n");

    index<RANK> idx(0, 1, 2);
    return func(idx);
}

/*---------------- Test on Device ---------------- */
// idx is copy constructed between vector functions
static void k1(array<int, 1> *C, array<int, 1> *D, index<RANK> idx) restrict(cpu, amp)
{
    for(int i = 0; i < RANK;i++)
    {
        (*C)(i) = idx[i];
    }

    (*D)(0) = idx.rank;
}

// idx is copy constructed in the kernel function
static void kernel(array<int, 1> *A, array<int, 1> *B, array<int, 1> *C, array<int, 1> *D, index<RANK> idx) restrict(cpu, amp)
{
    for(int i = 0; i < RANK;i++)
    {
        (*A)(i) = idx[i];
    }

    (*B)(0) = idx.rank;

    k1(C, D, idx);
}

static int CopyConstructWithIndexOnDevice(void)
{
    int result = runall_pass;
    fprintf(stderr, "Testing copy construct index as parallel_for_each parameter (from another index)\n");

    index<RANK> idxparam(0, 1, 2);

    int vA[RANK], vB[1], vC[RANK], vD[1];
    array<int, 1> A(extent<1>(RANK)), B(extent<1>(1)), C(extent<1>(RANK)), D(extent<1>(1));
    extent<1> ex(1);

    parallel_for_each(ex, [&, idxparam](index<1> idx) restrict(amp) {
        kernel(&A, &B, &C, &D, idxparam);
    });

    A.copy_to(vA);
    B.copy_to(vB);
    C.copy_to(vC);
    D.copy_to(vD);

    REPORT_RESULT(result, IsIndexSetToSequence_vec_3(vA, vB[0], 0));
    REPORT_RESULT(result, IsIndexSetToSequence_vec_3(vC, vD[0], 0));
    REPORT_RESULT(result, vB[0] == vD[0]);

    return result;
}

int main(void)
{
    int result = runall_pass;
    REPORT_RESULT(result, CopyConstructWithIndexOnHost());
    REPORT_RESULT(result, CopyConstructWithIndexOnDevice() == runall_pass);
    return result;
}
