// Ported from amp-conformance/Tests/4_Basic_Data_Elmnts/4_1_index/4_1_3_m/Assignment/Test.01/test.cpp
// Tests for the index assignment operator works the same as copy constructor
// (the array references are pointers; kernel is restrict(cpu, amp) as __GPU
// is; vector = array is array.copy_to(vector); the accelerator_view the
// arrays are made on is the default one; RANK is a macro, for index<RANK>)
#include "../../Helpers/IndexHelpers.h"

/* --- All index variables are declared as Index<RANK>(START, START + 1, START + 2, ...) for ease of verification --- */
#define RANK 3
const int START = 11;

DEFINE_INDEX_HELPERS(3)

/*---------------- Test on Host ------------------ */
static int TestOnHost(void)
{
    int result = runall_pass;
    fprintf(stderr, "Testing Index-assignment operator on host\n");

    index<RANK> idx(START, START + 1, START + 2);

    index<RANK> idx1(idx); // copy construct
    index<RANK> idx2;
    idx2 = idx;            // assign

    REPORT_RESULT(result, IsIndexSetToSequence_3(idx1, START));
    REPORT_RESULT(result, IsIndexSetToSequence_3(idx2, START));
    return result;
}

/*---------------- Test on Device ---------------- */
/* fA, fB will return components of the index and fC returns the rank */
static void kernel(array<int, 1> *fA, array<int, 1> *fB, array<int, 1> *fC) restrict(cpu, amp)
{
    index<RANK> idx(START, START + 1, START + 2);

    index<RANK> idx1(idx); // copy construct
    index<RANK> idx2;
    idx2 = idx;            // assign

    for(int i = 0; i < RANK; i++)
    {
        (*fA)(i) = idx1[i];
        (*fB)(i) = idx2[i];
    }

    (*fC)(0) = idx1.rank;
    (*fC)(1) = idx2.rank;
}

static int TestOnDevice(void)
{
    int result = runall_pass;
    fprintf(stderr, "Testing Index-assignment operator on Device\n");

    array<int, 1> A(extent<1>(RANK)), B(extent<1>(RANK)), C(extent<1>(2));
    extent<1> ex(1);

    parallel_for_each(ex, [&](index<1> idx) restrict(amp){
        kernel(&A, &B, &C);
    });

    int vA[RANK], vB[RANK], vC[2];
    A.copy_to(vA);
    B.copy_to(vB);
    C.copy_to(vC);

    REPORT_RESULT(result, IsIndexSetToSequence_vec_3(vA, vC[0], START));
    REPORT_RESULT(result, IsIndexSetToSequence_vec_3(vB, vC[1], START));
    return result;
}

/*--------------------- Main -------------------- */
int main(void)
{
    int result = runall_pass;
    REPORT_RESULT(result, TestOnHost() == runall_pass);
    REPORT_RESULT(result, TestOnDevice() == runall_pass);
    return result;
}
