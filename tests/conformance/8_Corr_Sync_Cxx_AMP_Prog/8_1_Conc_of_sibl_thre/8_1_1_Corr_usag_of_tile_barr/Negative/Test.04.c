// Ported from amp-conformance/Tests/8_Corr_Sync_Cxx_AMP_Prog/8_1_Conc_of_sibl_thre/8_1_1_Corr_usag_of_tile_barr/Negative/Test.04/test.cpp
// Call barrier with non group forall call. Compile time error is prompted
// The original's template over the element type is written out for int; the
// host copies copy(A, fA) and copy(fB, B) are the construction of fA from A
// and fB.copy_to(B) (copy() is not in ampcc yet; the subject is the barrier).
#include <stdio.h>
#include <stdlib.h>
#include "amptest.h"

#define XGroupSize 8
#define YGroupSize 8
#define ZGroupSize 16

#define NumXGroups 32
#define NumYGroups 32
#define NumZGroups 63
#define NumGroups (NumXGroups * NumYGroups * NumZGroups)

#define XSize (XGroupSize * NumXGroups)
#define YSize (YGroupSize * NumYGroups)
#define ZSize (ZGroupSize * NumZGroups)
#define Size (XSize * YSize * ZSize)

static int test(void)
{
    srand(2012);
    bool passed = true;

    int *A = malloc(Size * sizeof *A);
    int *B = malloc(NumGroups * sizeof *B);   // holds the grouped sum of data
    int *refB1 = malloc(NumGroups * sizeof *refB1); // Expected value if conditions are satisfied; sum of elements in each group
    int *refB2 = malloc(NumGroups * sizeof *refB2); // Expected value if the conditions are not satisfied. Some fixed values

    //Init A
    Fill_int_range(A, Size, 0, 100);

    for(int g = 0; g < NumGroups; g++)
    {
        refB2[g] = 100; // Init to fixed value
    }

    extent<3> extentA(ZSize, YSize, XSize), extentB(NumZGroups, NumYGroups, NumXGroups);
    array<int, 3> fA(extentA, A), fB(extentB);

    //forall where conditions are met
    int x = 26;
    parallel_for_each(fA.extent, [&, x] (index<3> idx) restrict(amp) {
        idx.barrier.wait(); // expected-error {{'barrier' exists only on a tiled_index}}
    });
    fB.copy_to(B);

    if(!Verify_int(B, refB1, NumGroups))
    {
        passed = false;
        printf("Test1: failed\n");
    }
    else
    {
        printf("Test1: passed\n");
    }

    free(A);
    free(B);
    free(refB1);
    free(refB2);
    return passed;
}

int main(void)
{
    printf("Test shared memory with 'int'\n");
    test();
    return runall_fail;
}
