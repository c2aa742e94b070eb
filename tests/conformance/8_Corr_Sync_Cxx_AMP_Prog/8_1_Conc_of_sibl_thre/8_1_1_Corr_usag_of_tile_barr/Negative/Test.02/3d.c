// Ported from amp-conformance/Tests/8_Corr_Sync_Cxx_AMP_Prog/8_1_Conc_of_sibl_thre/8_1_1_Corr_usag_of_tile_barr/Negative/Test.02/3d/test.cpp
// Condition of barrier is based on global thread id. 3d
// The original's templates over the element type are written out for the one
// type it instantiates (int); the helpers take the arrays by pointer, AMP C's
// form of array<int, N> &. The host copies copy(A, fA) and copy(fB, B) are the
// construction of fA from A and fB.copy_to(B) (copy() is not in ampcc yet; the
// test's subject is the barrier).
// The original's helpers are restrict(amp, cpu); here they are restrict(amp),
// because AMP C allows a tiled_index's members and tile_static only in amp
// code (LANGUAGE.md §4, §6): as restrict(cpu, amp) they would draw those errors
// instead of the one this test is about, the barrier under a per-thread condition.
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

void CalculateGroupSum(tiled_index<ZGroupSize, YGroupSize, XGroupSize> idx, const array<int, 3> *fA, array<int, 3> *fB) restrict(amp)
{
    // error: cause 3561
    if ((idx.global[0] %2 == 0) && (idx.global[1] %2 == 0) && (idx.global[2] %2 == 0)) // expected-note {{this condition varies between the threads of a tile}}
    {
        tile_static int shared[ZGroupSize][YGroupSize][XGroupSize];
        shared[idx.local[0]][idx.local[1]][idx.local[2]] = (*fA)[idx.global];
        idx.barrier.wait(); // expected-error {{barrier inside control flow that depends on the thread's index}}
        (*fB)[idx.global] = shared[idx.local[0] % 2][idx.local[1] % 2][idx.local[2] % 2];
    }
}

//Kernel
void kernel(tiled_index<ZGroupSize, YGroupSize, XGroupSize> idx, const array<int, 3> *fA, array<int, 3> *fB, int x) restrict(amp)
{
    do { if(x <= 1)  break; do { if(x <= 2)  break; do { if(x <= 3)  break; do { if(x <= 4)  break; do { if(x <= 5)  break;
    for(;x > 6;)   { for(;x > 7;)  { for(;x > 8;)  { for(;x > 9;)  { for(;x > 10;) {
        if(x > 11) if(x > 12) if(x > 13) if(x > 14) if(x > 15)
        {
            switch(x > 16? 1:0) { case 0: break; case 1:
                switch(x > 17? 1:0) { case 0: break; case 1: switch(x > 18? 1:0) { case 0: break; case 1:
                switch(x > 19? 1:0) { case 0: break; case 1: switch(x > 20? 1:0) { case 0: break; case 1:
            {
                while(x > 21) { while(x > 22) { while(x > 23) { while(x > 24) { while(x > 25){
                    CalculateGroupSum(idx, fA, fB);
                    break;} break;} break;} break;} break;}
            }
            }}}}}
        }
        break;} break;} break;} break;} break;}
    break;} while(true); break;} while(true); break;} while(true); break;} while(true); break;} while(true);
}

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
    parallel_for_each(fA.extent.tile<ZGroupSize, YGroupSize, XGroupSize>(), [&, x] (tiled_index<ZGroupSize, YGroupSize, XGroupSize> idx) restrict(amp) {
        kernel(idx, &fA, &fB, x);
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
