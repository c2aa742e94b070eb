// Ported from amp-conformance/Tests/4_Basic_Data_Elmnts/4_1_index/4_1_3_m/Assignment/Test.03/test.cpp
// Tests for the self assignment of index doesnt corrupt it
// (the array references are pointers; kernel is restrict(cpu, amp) as __GPU
// is; vector = array is array.copy_to(vector); the accelerator_view the
// arrays are made on is the default one; RANK is a macro, for index<RANK>)
#include "../../Helpers/IndexHelpers.h"

/* --- All index variables are declared as Index<RANK>(START, START + 1, START + 2, ...) for ease of verification --- */
#define RANK 3
const int START = 11;

DEFINE_INDEX_HELPERS(3)

/*---------------- Test on Host ------------------ */
static bool TestOnHost(void)
{
    fprintf(stderr, "Testing Index-self assignment operator on host\n");

    index<RANK> idx(START, START + 1, START + 2);

    // check self assignment
    idx = idx;

    return IsIndexSetToSequence_3(idx, START);
}

/*---------------- Test on Device ---------------- */
/* fA will return components of the index and fB returns the rank */
static void kernel(array<int, 1> *A, array<int, 1> *B) restrict(cpu, amp)
{
    index<RANK> idx(START, START + 1, START + 2);

    // check self assignment
    idx = idx;

    for(int i = 0; i < RANK; i++)
    {
        (*A)(i) = idx[i];
    }

    (*B)(0) = idx.rank;
}

static bool TestOnDevice(void)
{
    fprintf(stderr, "Testing Index-self assignment operator on Device\n");

    array<int, 1> A(extent<1>(RANK)), B(extent<1>(1));
    extent<1> ex(1);

    parallel_for_each(ex, [&](index<1> idx) restrict(amp){
        kernel(&A, &B);
    });

    int vA[RANK], vB[1];
    A.copy_to(vA);
    B.copy_to(vB);

    return IsIndexSetToSequence_vec_3(vA, vB[0], START);
}

/*--------------------- Main -------------------- */
int main(void)
{
    int result = runall_pass;
    REPORT_RESULT(result, TestOnHost());
    REPORT_RESULT(result, TestOnDevice());
    return result;
}
