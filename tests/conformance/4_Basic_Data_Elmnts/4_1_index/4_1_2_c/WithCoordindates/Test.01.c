// Ported from amp-conformance/Tests/4_Basic_Data_Elmnts/4_1_index/4_1_2_c/WithCoordindates/Test.01/test.cpp
// Tests that checks the index constructor taking individual index components
// (the array references are pointers; kernel is restrict(cpu, amp) as __GPU
// is; vector = array is array.copy_to(vector); the accelerator_view the
// arrays are made on is the default one)
#include "../../Helpers/IndexHelpers.h"

DEFINE_INDEX_HELPERS(1)
DEFINE_INDEX_HELPERS(2)
DEFINE_INDEX_HELPERS(3)

/*---------------- Test on Host ------------------ */
static int TestOnHost(void)
{
    int result = runall_pass;
    fprintf(stderr, "Testing constructor that takes individual co-ordinates on host\n");

    index<1> idx1(0);
    index<2> idx2(0, 1);
    index<3> idx3(0, 1, 2);

    REPORT_RESULT(result, IsIndexSetToSequence_1(idx1, 0));
    REPORT_RESULT(result, IsIndexSetToSequence_2(idx2, 0));
    REPORT_RESULT(result, IsIndexSetToSequence_3(idx3, 0));

    return result;
}

/*---------------- Test on Device ---------------- */
/* A, B, C return the components of each index. D returns all the rank values */
static void kernel(array<int, 1> *A, array<int, 1> *B, array<int, 1> *C, array<int, 1> *D) restrict(cpu, amp)
{
    index<1> idx1(0);
    index<2> idx2(0, 1);
    index<3> idx3(0, 1, 2);

    (*A)(0) = idx1[0];
    (*D)(0) = idx1.rank;

    for(int i = 0; i < 2; i++)
    {
        (*B)(i) = idx2[i];
    }
    (*D)(1) = idx2.rank;

    for(int i = 0; i < 3; i++)
    {
        (*C)(i) = idx3[i];
    }
    (*D)(2) = idx3.rank;
}

static int TestOnDevice(void)
{
    int result = runall_pass;
    fprintf(stderr, "Testing constructor that takes individual co-ordinates on Device\n");

    /* vA, vB, vC, vD hold the components of each index. vE, holds all the rank values */
    int vA[1], vB[2], vC[3], vD[3];
    array<int, 1> A(extent<1>(1)), B(extent<1>(2)), C(extent<1>(3)), D(extent<1>(3));
    extent<1> ex(1);

    parallel_for_each(ex, [&](index<1> idx) restrict(amp) {
        kernel(&A, &B, &C, &D);
    });

    A.copy_to(vA);
    B.copy_to(vB);
    C.copy_to(vC);
    D.copy_to(vD);

    REPORT_RESULT(result, IsIndexSetToSequence_vec_1(vA, vD[0], 0));
    REPORT_RESULT(result, IsIndexSetToSequence_vec_2(vB, vD[1], 0));
    REPORT_RESULT(result, IsIndexSetToSequence_vec_3(vC, vD[2], 0));

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
